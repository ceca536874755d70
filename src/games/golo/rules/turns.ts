/** The turn order: setup, each seat's nine (or hole) in turn, settling a hole, the end. */
import { diceFor } from "../data.ts";
import { isHoleByHole, type Options, roundCount, totalSlots } from "../options.ts";
import { dice, type State, startingCup } from "../state.ts";

export function setup(options: Options): State {
  const set = diceFor(options.dice);
  const slots = totalSlots(options, set);
  const s: State = {
    options,
    seat: 0,
    round: 0,
    phase: "tee",
    cup: [],
    faces: [],
    bottoms: false,
    rolls: 0,
    reroll: null,
    lastRoll: null,
    unplayableRun: 0,
    penalty: 0,
    cards: Array.from({ length: options.players }, () => new Array(slots).fill(null)),
    dq: new Array(options.players).fill(false),
    won: new Array(options.players).fill(0),
    carry: 0,
    holeWinner: [],
    holeSkins: [],
  };
  startTurn(s);
  return s;
}

function startTurn(s: State): void {
  s.cup = startingCup(s.options, dice(s), s.round);
  s.faces = [];
  s.bottoms = false;
  s.rolls = 0;
  s.reroll = null;
  s.unplayableRun = 0;
  s.penalty = 0;
  s.phase = "tee";
}

/** Seat `s.seat` has finished its nine (or its hole): the next seat or round plays, or the end. */
export function endTurn(s: State): void {
  const n = s.options.players;
  for (let seat = s.seat + 1; seat < n; seat++) {
    if (!s.dq[seat]) {
      s.seat = seat;
      startTurn(s);
      return;
    }
  }
  if (isHoleByHole(s.options.mode)) settleHole(s);
  if (s.phase === "over") return;
  const first = s.dq.indexOf(false);
  if (first >= 0 && s.round + 1 < roundCount(s.options)) {
    s.round++;
    s.seat = first;
    startTurn(s);
    return;
  }
  finish(s);
}

export function finish(s: State): void {
  s.phase = "over";
  s.cup = [];
  s.faces = [];
  s.reroll = null;
}

/** Match Play and Skins: the lowest score among seats still in wins the hole (and its skins). */
function settleHole(s: State): void {
  const h = s.round;
  let best = Number.POSITIVE_INFINITY;
  let winners: number[] = [];
  s.cards.forEach((card, seat) => {
    const hole = card[h];
    if (s.dq[seat] || hole === null) return;
    if (hole.strokes < best) {
      best = hole.strokes;
      winners = [seat];
    } else if (hole.strokes === best) winners.push(seat);
  });
  const skins = s.carry + 1;
  if (winners.length === 1) {
    const w = winners[0];
    s.holeWinner.push(w);
    if (s.options.mode === "skins") {
      s.won[w] += skins;
      s.holeSkins.push(skins);
      s.carry = 0;
    } else {
      s.won[w] += 1;
      s.holeSkins.push(0);
    }
  } else {
    s.holeWinner.push(-1);
    s.holeSkins.push(0);
    if (s.options.mode === "skins") s.carry = skins;
  }
}
