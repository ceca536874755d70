/** The connection indicator: live, reconnecting (healing itself), or closed. */
import type { Connection } from "../api/live.ts";

export function ConnectionBadge({
  connection,
  attempts,
}: {
  connection: Connection;
  attempts: number;
}) {
  const text =
    connection === "live"
      ? "Live"
      : connection === "connecting"
        ? "Connecting…"
        : connection === "reconnecting"
          ? `Reconnecting${attempts > 1 ? ` (try ${attempts})` : ""}…`
          : "Offline";
  return (
    <span className={`conn conn-${connection}`} role="status" aria-live="polite">
      <span className="conn-dot" aria-hidden="true" />
      {text}
    </span>
  );
}
