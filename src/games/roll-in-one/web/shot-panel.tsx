/**
 * Choosing a shot: the six clubs (faces shown) and the directions (buttons, or tap a neighbour
 * hex; the one toward the green is named); a curve asks for its new direction the same way. The
 * buttons offer only the legal `shot` and `curve` actions the server listed.
 */

import type { Hints } from "../../../api/contract.ts";
import type { Json } from "../../../engine/game.ts";
import { CLUBS } from "../data.ts";
import { DIRECTION_NAMES } from "../rules/hex.ts";
import { faceName } from "../rules/shot.ts";
import { CLUB_NAMES, clubLook, faceSymbol } from "./look.ts";

const ARROWS = ["→", "↘", "↙", "←", "↖", "↗"];

export type Shot = { type: "shot"; club: string; dir: number };
export type Curve = { type: "curve"; dir: number };
export const isShot = (a: Json): a is Shot => (a as { type?: string }).type === "shot";
export const isCurve = (a: Json): a is Curve => (a as { type?: string }).type === "curve";

export const shotName = (a: { club: string; dir: number }) =>
  `${CLUB_NAMES[a.club] ?? a.club} ${DIRECTION_NAMES[a.dir]}`;

function ClubDie({
  club,
  on,
  onPick,
  disabled,
}: {
  club: (typeof CLUBS)[number];
  on: boolean;
  onPick(): void;
  disabled: boolean;
}) {
  const look = clubLook(club.id);
  const faces = club.faces.map((f, n) => ({ f, k: `${club.id}:${n}` }));
  return (
    <button
      type="button"
      className={`rio-club${on ? " rio-club-on" : ""}`}
      aria-pressed={on}
      aria-label={`${CLUB_NAMES[club.id] ?? club.id} (${look.colourName} die): ${club.faces.map(faceName).join(", ")}`}
      disabled={disabled}
      onClick={onPick}
    >
      <span className="rio-club-name">
        <span
          className="rio-chip"
          style={{ background: look.fill, borderColor: look.edge }}
          aria-hidden="true"
        />
        {CLUB_NAMES[club.id] ?? club.id}
      </span>
      <span className="rio-faces" aria-hidden="true">
        {faces.map(({ f, k }) => (
          <span
            key={k}
            className="rio-face"
            style={{ background: look.fill, color: look.ink, borderColor: look.edge }}
          >
            {faceSymbol(f)}
          </span>
        ))}
      </span>
    </button>
  );
}

export function DirectionButtons({
  dirs,
  chosen,
  toward,
  onPick,
  disabled,
}: {
  dirs: readonly number[];
  chosen: number | null;
  toward: number | null;
  onPick(d: number): void;
  disabled: boolean;
}) {
  return (
    <fieldset className="rio-dirs">
      <legend className="sr-only">Directions</legend>
      {dirs.map((d) => (
        <button
          key={d}
          type="button"
          className={`btn rio-dir${chosen === d ? " rio-dir-on" : ""}`}
          aria-pressed={chosen === d}
          disabled={disabled}
          onClick={() => onPick(d)}
        >
          <span aria-hidden="true">{ARROWS[d]}</span> {DIRECTION_NAMES[d]}
          {toward === d ? <span className="rio-toward"> (toward the green)</span> : null}
        </button>
      ))}
    </fieldset>
  );
}

/** The directions the legal shots go in, each once, in the order the rules list them. */
export const shotDirs = (shots: readonly Shot[]): number[] => [...new Set(shots.map((a) => a.dir))];

/** The legal shot with this club and direction, if both are picked and it is legal. */
export const pickedShot = (shots: readonly Shot[], club: string | null, dir: number | null) =>
  shots.find((a) => a.club === club && a.dir === dir);

/** The club picker, the hint's best shot, the directions and Hit. */
export function ShotPanel({
  title,
  shots,
  hints,
  club,
  dir,
  toward,
  busy,
  onClub,
  onAim,
  onDir,
  onHit,
}: {
  title: string;
  shots: readonly Shot[];
  hints: Hints | null;
  club: string | null;
  dir: number | null;
  toward: number | null;
  busy: boolean;
  onClub(club: string): void;
  onAim(club: string, dir: number): void;
  onDir(dir: number): void;
  onHit(shot: Shot): void;
}) {
  const dirs = shotDirs(shots);
  const chosen = pickedShot(shots, club, dir);
  const bestAction = hints?.options[0]?.action;
  const best = bestAction && isShot(bestAction) ? bestAction : null;
  return (
    <section className="rio-shot" aria-label="Your shot">
      <h2 className="panel-title">{title}</h2>
      <fieldset className="rio-clubs">
        <legend className="sr-only">Clubs</legend>
        {CLUBS.filter((k) => shots.some((a) => a.club === k.id)).map((k) => (
          <ClubDie
            key={k.id}
            club={k}
            on={club === k.id}
            disabled={busy}
            onPick={() => onClub(k.id)}
          />
        ))}
      </fieldset>
      {best ? (
        <p className="rio-hint-best">
          Hint: the best shot is the {shotName(best)}.{" "}
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => onAim(best.club, best.dir)}
          >
            Aim it
          </button>
        </p>
      ) : hints ? (
        <p className="rio-hint-best quiet">
          Hints on: pick a club and a direction to see where it may land.
        </p>
      ) : null}
      <DirectionButtons dirs={dirs} chosen={dir} toward={toward} onPick={onDir} disabled={busy} />
      <div className="actions">
        <button
          type="button"
          className="btn btn-primary btn-big"
          disabled={busy || !chosen}
          onClick={() => chosen && onHit(chosen)}
        >
          {chosen ? `Hit the ${shotName(chosen)}` : club ? "Now pick a direction" : "Pick a club"}
        </button>
      </div>
    </section>
  );
}
