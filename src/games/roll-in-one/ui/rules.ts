/** Roll In One's rules in our own words, for `rules` at any prompt. */
import type { CommandHelp } from "../../module.ts";
export const rulesText = `Roll In One: design a golf hole, then race everyone to its green.

Set-up. Everyone gets a golfer card (a lasting ability) and, on the first hole, three caddie
cards (one-off plays; one more each later hole). Lowest roll of the putter takes the
first-player marker. A quick game without cards: --no-cards.

A hole. The marker holder builds it: the tee plus 2 to 4 boards touching edge to edge, and the
green token on any space but water (place, turn, remove, green, generate, accept; show <board>
previews one). Then everyone plays from the tee, in turn from the marker holder.

Your turn. Pick a club (a die) and a direction (E SE SW W NW NE): "wood NE". Keep rolling that
die until the ball lands:
- a number that beats the last number moves the ball one space; the same or lower lands it;
- a triangle moves one space (in trees it lands);
- a curve turns 60 degrees left or right, then moves (as the first roll: any direction);
- dots fly that many spaces, then land; a dotted curve moves one, turns, moves one, lands.
Terrain: fairway slides a landed ball one more space; sand holds the first roll (not dots);
trees stop triangles; water costs a penalty token; leaving the course stops the ball at the
edge with a penalty token.
Balls that stop on a ball push it one space forward (into water: its owner's penalty; at the
edge they stack).

End of a hole. When anyone stops on the green, the round is finished and the hole is over. Your
score: your penalty tokens plus the number of players closer to the green than you. The marker
passes clockwise; after everyone has designed (two holes each with two players), the lowest
total wins; ties compare totals without the first hole, then the first two, and so on.

Alone: three holes of 3, 4 and 5 boards, score shots plus penalties. Variants: --variant
campaign, bumper or survival, --ricochet, --handicap, --mean, --golfers choose.
Type hint for each option's value, help for the commands.`;

/** One line for the menu. */
export const summary =
  "hex-board golf: design a hole, pick a club die and a direction, race everyone to the green";

/** What `help` lists beside the global commands, in the order a hole goes. */
export const commands: readonly CommandHelp[] = [
  { command: "place diamond-lake 2,-1 0", does: "design: put a board at q,r with a rotation 0-5" },
  { command: "turn diamond-lake", does: "design: turn a placed board 60 degrees" },
  { command: "remove diamond-lake", does: "design: take a board back into the box" },
  { command: "green 3,-2", does: "design: put the green token on that space" },
  { command: "generate 7", does: "design: a generated hole (no seed: a fresh one, named)" },
  { command: "accept", does: "design: the hole is done; tee off" },
  { command: "wood NE", does: "a shot: club (wood, 4, 6, 9, wedge, putter) and direction" },
  { command: "left", does: "a curve face: turn the ball left (or right, or a direction)" },
  { command: "card tee-it-up", does: "play a caddie card from your hand (some take a direction)" },
  { command: "golfer", does: "use your golfer's ability where it may be used" },
  { command: "pass", does: "play no card now (Enter does the same)" },
  { command: "cards", does: "what each golfer and your caddie cards do" },
];
