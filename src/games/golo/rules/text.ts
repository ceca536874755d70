/** GOLO's rules in our own words, for `rules` at any prompt and the menu's one line. */

export const summary = "dice golf: nine d12 dice are nine holes, fewest strokes wins";

export const rulesText = `GOLO: golf with nine twelve-sided dice

The dice are the holes: two red par 3s, five white par 4s and two blue par 5s. A die's
face is the strokes it scores on its hole; 1 is an ace. Red A and blue A have an eagle
face (1 and 3) but their worst face is worse; red B and blue B are steadier.

A nine (simple game)
  Roll every die in the cup. Remove at least one die (any you like) and score it; roll
  the rest again. When the cup is empty the nine is over: add up the nine scores.
  Before any roll you may call Bottoms: the face underneath each die scores instead.
  It is a free call: the bottom faces have exactly the odds of the top faces.
  18 or 72 holes are nines played one after another (--holes).

Flop: one roll of all nine dice, every face scores.
Trips: three rolls; after each of the first two remove as many dice as you like (none
  too); after the third every die left scores.

With a scorecard (--mode scorecard, --pars 4,4,3,...)
  Dice are removed in the order of the holes: the k-th die you remove plays the next
  unplayed hole and must have its par. When the nine has more holes of a par than dice
  of that colour, a scored die goes back into the cup until the colour's holes run out;
  when it has fewer, every die of the colour is rolled until its holes are played.

Match Play (two players) and Skins (any number)
  One hole at a time: each player picks one die of the hole's par and rolls it. The
  lowest score wins the hole. Match Play: most holes won. Skins: a tied hole carries
  its skin to the next, whose winner takes them all; most skins wins.

Fewest strokes wins (most holes or skins in Match Play and Skins); ties share a place.

Referee mode (--referee): real dice, and the ground rules
  OB: a die off the table voids the roll; it alone is re-rolled with two strokes
    added and plays its hole. Several off: the highest par is re-rolled.
  Mulligan: a die caught before it left is re-rolled, no penalty.
  Unplayable lie: the roll is re-rolled; the second in a row and each further one add
    a stroke to the next die removed.
  DQ: a player who cheats or leaves stops playing and ranks last.`;
