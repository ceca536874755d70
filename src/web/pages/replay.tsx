/**
 * The replay viewer: any finished match (by id, from the server) or a record file from disk,
 * stepped through with the dice, the table and the scorecard at each step. Arrow keys step.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { MatchRecord, MatchSummary } from "../../api/contract.ts";
import { api } from "../api/http.ts";
import { findWebGame } from "../games.ts";
import { RollLog } from "../widgets/roll-log.tsx";
import { parseRecord, type Replayed, replayRecord } from "./replay-steps.ts";

interface Loaded {
  readonly record: MatchRecord;
  readonly replay: Replayed;
  readonly source: string;
}

async function replayOf(record: MatchRecord, source: string): Promise<Loaded | string> {
  const web = findWebGame(record.game);
  if (!web)
    return `The browser cannot show ${record.game} yet; replay it with \`npx clubhouse replay FILE\`.`;
  const { game, ui } = await web.rules();
  const replay = replayRecord(record, game, ui);
  return typeof replay === "string" ? replay : { record, replay, source };
}

const nop = async () => false;

/** A step control: an icon button (first, previous, next, last) named for screen readers. */
function StepButton({
  label,
  path,
  disabled,
  onClick,
}: {
  label: string;
  /** The icon, an SVG path in a 20 x 20 box. */
  path: string;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <button type="button" className="btn" onClick={onClick} disabled={disabled} aria-label={label}>
      <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
        <path d={path} fill="currentColor" />
      </svg>
    </button>
  );
}

export function ReplayPage({ id }: { id: string | null }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);

  const show = useCallback((r: Loaded | string) => {
    if (typeof r === "string") {
      setError(r);
      setLoaded(null);
    } else {
      setError(null);
      setLoaded(r);
      setAt(0);
    }
  }, []);

  useEffect(() => {
    if (!id) return;
    setLoaded(null);
    api
      .record(id)
      .then((rec) => replayOf(rec, `match ${id}`))
      .then(show)
      .catch((e: Error) => show(e.message));
  }, [id, show]);

  const last = loaded ? loaded.replay.frames.length - 1 : 0;
  useEffect(() => {
    if (!playing) return;
    if (at >= last) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => setAt((a) => Math.min(a + 1, last)), 700);
    return () => clearTimeout(t);
  }, [playing, at, last]);

  const keys = useRef<(e: KeyboardEvent) => void>(() => {});
  keys.current = (e) => {
    const t = e.target as HTMLElement | null;
    if (t && (t.tagName === "INPUT" || t.tagName === "SELECT")) return;
    if (e.key === "ArrowRight") setAt((a) => Math.min(a + 1, last));
    else if (e.key === "ArrowLeft") setAt((a) => Math.max(a - 1, 0));
    else if (e.key === "Home") setAt(0);
    else if (e.key === "End") setAt(last);
    else return;
    e.preventDefault();
  };

  useEffect(() => {
    const h = (e: KeyboardEvent) => keys.current(e);
    document.addEventListener("keydown", h);
    return () => document.removeEventListener("keydown", h);
  }, []);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const rec = parseRecord(await file.text());
    show(typeof rec === "string" ? rec : await replayOf(rec, file.name));
  };

  const web = loaded ? findWebGame(loaded.record.game) : undefined;
  const frame = loaded?.replay.frames[at];
  const names = loaded?.replay.names ?? [];
  const summary: MatchSummary | null = loaded
    ? {
        id: id ?? "file",
        game: loaded.record.game,
        gameName: web?.name ?? loaded.record.game,
        options: loaded.record.options,
        status: "finished",
        seats: names.map((name, seat) => ({ seat, name, kind: "human", connected: false })),
        version: at,
        commitment: "",
        createdAt: "",
      }
    : null;

  return (
    <section className="page replay-page">
      <h1>Replay{loaded ? ` · ${web?.name ?? loaded.record.game}` : ""}</h1>
      {!id || error ? (
        <div className="form">
          <label className="stack">
            Open a match record saved from Clubhouse (.json)
            <input
              type="file"
              accept=".json,application/json"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
          <p className="quiet">
            Or pick a finished match in the <Link href="/lobby">lobby</Link>.
          </p>
        </div>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {id && !loaded && !error ? <p aria-busy="true">Loading the record…</p> : null}
      {loaded && frame && web && summary ? (
        <>
          <fieldset className="replay-controls">
            <legend className="sr-only">Step through the match (arrow keys step)</legend>
            <StepButton
              label="First step"
              path="M4 3h2.5v14H4zM17 3v14L7.5 10z"
              disabled={at === 0}
              onClick={() => setAt(0)}
            />
            <StepButton
              label="Previous step"
              path="M15 3v14L5 10z"
              disabled={at === 0}
              onClick={() => setAt(Math.max(at - 1, 0))}
            />
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setPlaying(!playing)}
              aria-pressed={playing}
            >
              {playing ? "Pause" : "Play"}
            </button>
            <StepButton
              label="Next step"
              path="M5 3v14l10-7z"
              disabled={at === last}
              onClick={() => setAt(Math.min(at + 1, last))}
            />
            <StepButton
              label="Last step"
              path="M13.5 3H16v14h-2.5zM3 3v14l9.5-7z"
              disabled={at === last}
              onClick={() => setAt(last)}
            />
            <input
              type="range"
              min={0}
              max={last}
              value={at}
              onChange={(e) => setAt(Number(e.target.value))}
              aria-label="Step"
            />
            <span className="quiet" aria-live="polite">
              Step {at} of {last}
            </span>
          </fieldset>
          <p className="last-move">{frame.text ?? "The start, before the first roll."}</p>
          <div className="table-layout">
            <div className="table-main">
              <web.Table
                match={summary}
                view={frame.view}
                step={frame.step}
                legal={[]}
                seats={[]}
                names={names}
                referee={false}
                act={nop}
                roll={nop}
                hints={null}
                version={at}
              />
              <section className="card-panel" aria-label="Scorecard">
                <h2 className="panel-title">Scorecard</h2>
                <web.Scorecard view={frame.view} names={names} />
              </section>
            </div>
            <aside className="table-side">
              <RollLog log={loaded.replay.log.slice(0, at)} title="Moves so far" />
            </aside>
          </div>
          {id ? (
            <p className="actions">
              <Link href={`/verify/${id}`} className="btn btn-quiet">
                Verify the dice
              </Link>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
