/** Rolling Pins' home picture (a frame of pins and two dice) and its rules, in our own words. */
import { PipDie } from "../../../web/widgets/pip-die.tsx";
import { dieLook } from "./look.ts";
import { PinMark, ROWS } from "./pins.tsx";

const PICTURE = [7, 4, 9, 2, 6, 10, 1, 8, 3, 5];

export function RollingPinsPicture() {
  return (
    <div className="picture-dice rp-picture" aria-hidden="true">
      <svg viewBox="0 0 100 86" width="68" height="58" aria-hidden="true">
        {ROWS.flatMap((row, r) =>
          row.map((i, k) => (
            <PinMark
              key={i}
              x={50 - (row.length - 1) * 12 + k * 24}
              y={12 + r * 21}
              n={PICTURE[i]}
              gray={i === 4 || i === 8}
              state={i === 0 || i === 2 ? "first" : "standing"}
            />
          )),
        )}
      </svg>
      <PipDie look={dieLook({ name: "die 1", faces: [] })} face={3} size={46} />
      <PipDie look={dieLook({ name: "die 2", faces: [] })} face={5} size={46} />
    </div>
  );
}

export function RollingPinsRules() {
  return (
    <>
      <p>
        Bowling with dice and a pencil. Each frame has ten pins with numbers on them; you bowl two
        balls a frame, ten frames, and score as in bowling: strikes, spares and all.
      </p>
      <ol>
        <li>Roll one die or two.</li>
        <li>
          Cross out pins whose numbers add up exactly to the roll (a 7: the 7, or 2 and 5, or 1, 2
          and 4). Roll again.
        </li>
        <li>
          When nothing adds up, the ball is over (you may also miss on purpose). The second ball
          goes on with the pins left. All ten with the first ball is a strike, with the second a
          spare.
        </li>
      </ol>
      <p>
        Every frame gives a <strong>bowling ball</strong>: push a die up or down by one. Gray pins
        crossed with the second ball, and strikes, mark squares on the ability panel; fill an area
        to gain its ability: Re-roll, Flip, Extra Pin, Extra Die, Tenpin and more. Alone, the Solo
        Table ranks you from Pinhead to Master; with friends, everyone may bowl the same rolls.
      </p>
    </>
  );
}
