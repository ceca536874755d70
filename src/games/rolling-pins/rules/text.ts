/** Rolling Pins' rules in our own words, for `rules` at any prompt, the menu and `help`. */

export const summary =
  "dice bowling: cross out pins that add up to your roll, ten frames, strikes and spares";

export const rulesText = `Rolling Pins: bowling with two dice and a sheet of numbered pins

Ten frames, two balls each. A ball: roll one die or two, then cross out standing pins
whose numbers add up exactly to the roll (x 3 5 for 3 + 5 = 8), and roll again. When no
standing pins add up to the roll (or you miss on purpose) the ball is over. The second
ball plays the pins the first left standing.

Scoring is bowling's: a frame scores its pins; a spare (all ten with the second ball)
adds the next ball, a strike (all ten with the first) the next two. A spare or strike
in the tenth frame earns bonus balls, played on the two bonus frames. 300 is perfect.

Bowling balls: each frame gives one; spend it to change a die by 1 (ball 1 +1), now or
in any later frame, several at once if you have them.

Squares and abilities: crossing a gray pin with the second ball, and every strike, marks
one square of the panel (mark N). Fill an area's squares and you gain its ability. The
bottom row opens when all ten top squares are marked. Tenpin: a frame's first roll of
double 5s is a strike by itself. Extra Die: roll one more die every roll of a ball and
discard one. Re-roll: roll all the dice again, once. Extra Pin: cross out one pin, once,
even after missing. Flip: turn a die to its opposite face (7 minus the face). Auto-
strike: the next frame is a strike. Ours: Ball Return (two more balls), Double (a die
counts twice), Spin (a die to any face), Lucky Doubles (a pair on any roll gives a ball).

Solo Table: 99 or less Pinhead, 100-134 Beginner, 135-169 Intermediate, 170-199
Advanced, 200 or more Master. With several players the highest score wins.`;
