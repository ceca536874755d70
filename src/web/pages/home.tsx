/** Home: the games, each with its picture, a line, its rules in our own words, and Play. */
import { Link } from "wouter";
import { webGames } from "../games.ts";
import { TodaysChallenges } from "./daily.tsx";

/** Games whose browser table is not built yet: named here, playable in the terminal meanwhile. */
const PLANNED = [
  {
    id: "straight-golf",
    name: "Straight Golf",
    tagline: "Six dice, nine rounds: roll for a straight in as few attempts as you can.",
  },
  {
    id: "rolling-pins",
    name: "Rolling Pins",
    tagline: "Bowling with dice: cross off pins that add up to your roll, frame by frame.",
  },
  { id: "roll-in-one", name: "Roll In One", tagline: "Golfers, caddies and a course of hexes." },
];

export function HomePage() {
  const coming = PLANNED.filter((p) => !webGames.some((g) => g.id === p.id));
  return (
    <section className="page">
      <div className="hero">
        <h1>Dice sports, at the clubhouse</h1>
        <p className="lede">
          Pick a game. Play it alone against a bot, with friends at this screen, with friends far
          away through an invite link, or keep score for real dice rolled at a real table.
        </p>
      </div>
      <TodaysChallenges />
      <ul className="game-grid">
        {webGames.map((g) => (
          <li key={g.id} className="game-card">
            <div className="game-picture">
              <g.Picture />
            </div>
            <div className="game-body">
              <h2>{g.name}</h2>
              <p>{g.tagline}</p>
              <details>
                <summary>How to play</summary>
                <div className="rules">
                  <g.Rules />
                </div>
              </details>
              <div className="actions">
                <Link
                  href={`/new/${g.id}`}
                  className="btn btn-primary"
                  aria-label={`Play ${g.name}`}
                >
                  Play
                </Link>
              </div>
            </div>
          </li>
        ))}
        {coming.map((g) => (
          <li key={g.id} className="game-card game-coming">
            <div className="game-body">
              <h2>{g.name}</h2>
              <p>{g.tagline}</p>
              <p className="quiet">
                In the browser soon. In a terminal now: <code>npx clubhouse play {g.id}</code>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
