/** Straight Golf's home picture (a straight in pips) and its rules, in our own words. */
import { PipDie } from "../../../web/widgets/pip-die.tsx";
import { WHITE_D6 } from "./look.ts";

export function StraightGolfPicture() {
  return (
    <div className="picture-dice" aria-hidden="true">
      {[1, 2, 3, 4, 5, 6].map((v) => (
        <PipDie key={v} look={WHITE_D6} face={v} size={40} />
      ))}
    </div>
  );
}

export function StraightGolfRules() {
  return (
    <>
      <p>
        A pub game for six ordinary dice. Each round is a hole: in three throws or fewer, roll a
        straight, 1-2-3-4-5-6. Lowest total after nine rounds wins.
      </p>
      <ol>
        <li>Throw all six dice. Every die that adds a new number to the straight is set aside.</li>
        <li>Throw the rest again, and once more if you need to.</li>
        <li>
          The straight in three throws is par (0), in two a birdie (−1), in one a hole in one (−3).
          Not finished: one point for every die still missing.
        </li>
      </ol>
      <p>
        <strong>In order</strong> makes it harder: a 2 only counts once the 1 is down, a 3 once the
        2 is, and so on. The highest roll of one die goes first.
      </p>
    </>
  );
}
