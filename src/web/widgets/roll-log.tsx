/**
 * The log of what happened, newest last, announced to screen readers as it grows (aria-live).
 * Text comes from the server (the game's own describe/describeRoll), never made up here.
 */
import { useEffect, useRef } from "react";
import type { LogLine } from "../../api/contract.ts";

export function RollLog({
  log,
  title = "What happened",
}: {
  log: readonly LogLine[];
  title?: string;
}) {
  const box = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll down whenever a line arrives.
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  const latest = log[log.length - 1];
  return (
    <section className="log" aria-label={title}>
      <h2 className="panel-title">{title}</h2>
      <ol ref={box} className="log-lines">
        {log.map((l) => (
          <li key={l.version}>{l.text}</li>
        ))}
      </ol>
      {/* Only the newest line is spoken, so a reconnect does not read the whole game out. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {latest?.text ?? ""}
      </p>
    </section>
  );
}
