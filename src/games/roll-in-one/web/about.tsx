/** Roll In One's home picture (a few hexes of course with a ball and the flag) and its rules, in our own words. */
import { CoursePatterns, centre } from "./course.tsx";

const PICTURE: [number, number, string][] = [
  [0, 0, "F"],
  [1, 0, "R"],
  [2, 0, "S"],
  [-1, 1, "T"],
  [0, 1, "F"],
  [1, 1, "W"],
  [2, 1, "F"],
];

export function RollInOnePicture() {
  const hex = (q: number, r: number) => {
    const [x, y] = centre({ q, r });
    return Array.from({ length: 6 }, (_, i) => {
      const a = ((60 * i - 30) * Math.PI) / 180;
      return `${x + 20 * Math.cos(a)},${y + 20 * Math.sin(a)}`;
    }).join(" ");
  };
  const [bx, by] = centre({ q: 0, r: 0 });
  const [gx, gy] = centre({ q: 2, r: 1 });
  return (
    <svg viewBox="-60 -25 180 80" width="180" height="80" aria-hidden="true">
      <CoursePatterns />
      {PICTURE.map(([q, r, t]) => (
        <polygon
          key={`${q},${r}`}
          points={hex(q, r)}
          fill={`url(#rio-${t})`}
          stroke="#1f2421"
          strokeWidth="1"
        />
      ))}
      <circle cx={bx} cy={by} r="8" fill="#0072b2" stroke="#1f2421" strokeWidth="1.5" />
      <line x1={gx} y1={gy} x2={gx} y2={gy - 18} stroke="#1f2421" strokeWidth="1.5" />
      <path d={`M${gx} ${gy - 18} l10 3 l-10 3 z`} fill="#d55e00" />
    </svg>
  );
}

export function RollInOneRules() {
  return (
    <>
      <p>
        Golf on a course of hex boards. Each shot, choose a club (a die: the putter rolls short, the
        wood rolls far) and one of the six directions, then roll it again and again: the ball moves
        one space for every roll that beats the last number, until a roll does not.
      </p>
      <ol>
        <li>
          Curves turn the ball left or right; triangles stop it in the trees; dots let it bounce.
        </li>
        <li>
          Sand holds the ball, water and out of bounds cost a penalty and a shot from the last
          space.
        </li>
        <li>Stop on the green to hole out. Solo: fewest shots plus penalties over three holes.</li>
      </ol>
      <p>
        The <strong>full game</strong> adds golfer cards (an ability for the whole game) and caddie
        cards (one use each, played during a shot).
      </p>
    </>
  );
}
