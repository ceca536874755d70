/** Invite links for the open seats this device created, and a spectator link; copy or share. */

import type { MatchSummary } from "../../api/contract.ts";
import type { Held } from "../api/seats.ts";
import { useToast } from "../widgets/toast.tsx";

export function CopyLink({ label, url }: { label: string; url: string }) {
  const toast = useToast();
  const share = async () => {
    try {
      if (typeof navigator.share === "function") await navigator.share({ title: label, url });
      else {
        await navigator.clipboard.writeText(url);
        toast.show("Link copied.", "info");
      }
    } catch {
      toast.show("Could not copy; select the link and copy it by hand.");
    }
  };
  return (
    <div className="copy-link">
      <span className="copy-label">{label}</span>
      <input readOnly value={url} aria-label={label} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="btn" onClick={() => void share()}>
        {typeof navigator.share === "function" ? "Share" : "Copy"}
      </button>
    </div>
  );
}

export function InvitePanel({ id, match, held }: { id: string; match: MatchSummary; held: Held }) {
  const open = match.seats.filter((s) => s.kind === "open");
  const invites = held.invites ?? {};
  const mineOpen = open.filter((s) => invites[s.seat]);
  if (match.status === "finished") return null;
  const origin = location.origin;
  return (
    <details className="invites" open={mineOpen.length > 0}>
      <summary>
        {mineOpen.length
          ? `Invite friends (${mineOpen.length} open seat${mineOpen.length > 1 ? "s" : ""})`
          : "Share this table"}
      </summary>
      {mineOpen.map((s) => (
        <CopyLink key={s.seat} label={`Seat ${s.seat + 1}`} url={`${origin}${invites[s.seat]}`} />
      ))}
      <CopyLink label="Watch (spectators)" url={`${origin}/match/${id}`} />
    </details>
  );
}
