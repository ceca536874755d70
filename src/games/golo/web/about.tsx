/** GOLO's home picture and its rules, in our own words. */
import { DieFace } from "../../../web/widgets/dice.tsx";
import { lookFor } from "./look.ts";

export function GoloPicture() {
  return (
    <div className="picture-dice" aria-hidden="true">
      <DieFace look={lookFor("red", 3)} face={1} size={58} />
      <DieFace look={lookFor("white", 4)} face={3} size={58} />
      <DieFace look={lookFor("blue", 5)} face={7} size={58} />
    </div>
  );
}

export function GoloRules() {
  return (
    <>
      <p>
        Nine twelve-sided dice are nine holes of golf: two red par 3s, five white par 4s, two blue
        par 5s. The number on top is the strokes you took on that hole. Low is good.
      </p>
      <ol>
        <li>Roll every die in the cup.</li>
        <li>
          Keep at least one: its number is that hole's score. A star marks an eagle, a circle a
          birdie.
        </li>
        <li>Roll the rest again, and again, until every die is scored. Add them up.</li>
      </ol>
      <p>
        Before any roll you may call <strong>Bottoms</strong>: the faces underneath count instead.
        Variants:
        <strong> Flop</strong> (one roll, all count), <strong>Trips</strong> (three rolls), a{" "}
        <strong>scorecard</strong> course (dice kept in the order of the holes' pars),{" "}
        <strong>Match Play</strong> and <strong>Skins</strong> (one die a hole, lowest wins it).
        Played with real dice, the referee mode knows the ground rules: out of bounds costs two
        strokes, a caught die is a mulligan, stacked dice are an unplayable lie, and a cheat is
        disqualified.
      </p>
    </>
  );
}
