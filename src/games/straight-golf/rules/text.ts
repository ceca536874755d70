/** Straight Golf's rules in our own words, for `rules` at any prompt, the menu and `help`. */
import type { CommandHelp } from "../../module.ts";

export const summary =
  "roll a 1-6 straight with six dice in three attempts, nine rounds, lowest total wins";

export const rulesText = `Straight Golf: a straight in as few rolls as a golfer's strokes

Each player rolls one die; the highest roll goes first (tied players roll again), then
turns pass round the table. The game has nine rounds; in each, every player has one turn.

A turn: roll all six dice. Every die that adds a value 1-6 you do not have yet is set
aside (a second 5 is not: each value once). Roll the dice left, up to three attempts.
  straight in one attempt:    hole in one, -3
  straight in two attempts:   birdie, -1
  straight in three attempts: par, 0
  no straight after three:    +1 for each die not part of the straight
Setting aside is automatic: the rulebook sets aside every die that contributes, and
re-rolling one could never do better. So rolling is the only thing to do.

In order (--in-order): the straight must be built 1, 2, 3, ... A 2 cannot be kept
until a 1 is rolled; a turn with no 1 at all scores +6.

After nine rounds the lowest total wins; tied totals share the place.`;

export const commands: readonly CommandHelp[] = [
  { command: "roll", does: "roll the dice in hand (Enter alone does the same)" },
];
