/**
 * Referee mode: enter what the real dice show, one tap per die. The next die to enter is
 * highlighted; each of its faces is a button; Undo takes back the last entry; nothing is sent
 * until Confirm. Faces offered are the die's own, so a typo is impossible.
 */
import type { Die } from "../../engine/dice.ts";
import { useStepState } from "../step-state.ts";
import type { DieLook } from "../web-game.ts";
import { DieFace } from "./dice.tsx";

export interface FaceEntryProps {
  readonly dice: readonly Die[];
  readonly look: (die: Die) => DieLook;
  readonly label?: string;
  readonly busy?: boolean;
  onConfirm(faces: readonly (number | string)[]): void;
}

function distinct(faces: readonly (number | string)[]): (number | string)[] {
  return [...new Set(faces)].sort((a, b) =>
    typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b)),
  );
}

export function FaceEntry({ dice, look, label, busy, onConfirm }: FaceEntryProps) {
  // A new roll to enter (other dice asked for): start afresh.
  const [faces, setFaces] = useStepState<(number | string)[]>(
    dice.map((d) => d.name).join("|"),
    [],
  );
  const at = faces.length;
  const die = dice[at];
  const done = at >= dice.length;
  return (
    <section className="face-entry" aria-label="Enter the dice">
      <h2 className="panel-title">{label ?? "What do the dice show?"}</h2>
      <ol className="entry-row">
        {dice.map((d, i) => (
          <li
            key={d.name}
            className={i === at ? "entry-next" : undefined}
            aria-label={`${d.name} (${look(d).colourName}): ${i < at ? faces[i] : "not entered"}`}
          >
            <DieFace look={look(d)} face={i < at ? faces[i] : null} size={40} dim={i > at} />
            <span className="die-name">{d.name}</span>
          </li>
        ))}
      </ol>
      {!done && die ? (
        <fieldset className="plain face-buttons">
          <legend className="sr-only">Face of {die.name}</legend>
          {distinct(die.faces).map((f) => (
            <button
              key={String(f)}
              type="button"
              className="face-btn"
              aria-label={`${die.name} shows ${f}`}
              onClick={() => setFaces([...faces, f])}
            >
              <DieFace look={look(die)} face={f} size={44} />
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="btn"
          onClick={() => setFaces(faces.slice(0, -1))}
          disabled={at === 0 || busy}
        >
          Undo {at > 0 ? `${dice[at - 1].name} ${faces[at - 1]}` : ""}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!done || busy}
          onClick={() => onConfirm(faces)}
        >
          Confirm roll
        </button>
      </div>
    </section>
  );
}
