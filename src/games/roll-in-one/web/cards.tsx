/**
 * The cards of Roll In One at the table: golfer cards face up for all, the seat's own caddie
 * hand (a view shows other seats only a count), and every other legal choice (play a card,
 * pass, use a golfer, ricochet, move the green...) as one button each, straight from `legal`.
 * A card window's pass is one focused tap; "pass till it lands" passes the rest of a flight.
 */
import { useEffect, useRef } from "react";
import type { Json } from "../../../engine/game.ts";
import type { Action } from "../actions.ts";
import { caddieById, golferById } from "../rules/cards.ts";
import { cardLists } from "../rules/effects.ts";
import { DIRECTION_NAMES } from "../rules/hex.ts";
import type { SeatView } from "../rules/view.ts";
import type { State } from "../state.ts";

type Names = readonly string[];
const nameOf = (names: Names, seat: number) => names[seat] ?? `Player ${seat + 1}`;

/** A legal non-shot action in words, for its button (card names and what they do). */
export function choiceLabel(
  a: Action,
  s: SeatView,
  names: Names,
): { label: string; title?: string } {
  const lists = cardLists(s.options);
  const d = "dir" in a && a.dir !== undefined ? ` ${DIRECTION_NAMES[a.dir]}` : "";
  switch (a.type) {
    case "pass":
      return { label: "Pass (play no card)" };
    case "card": {
      const c = caddieById(lists, a.card);
      return { label: `Play ${c?.name ?? a.card}${d}`, title: c?.text };
    }
    case "golfer": {
      const g = golferById(lists, a.golfer);
      return { label: `Use ${g?.name ?? a.golfer}${d}`, title: g?.text };
    }
    case "choose-golfer": {
      const g = golferById(lists, a.golfer);
      return { label: `Choose ${g?.name ?? a.golfer}`, title: g?.text };
    }
    case "token":
      return { label: `Survival token: ${a.use === "reroll" ? "roll again" : `turn${d}`}` };
    case "adjust":
      return { label: `Spend handicap: make the roll ${a.to}` };
    case "cross":
      return { label: "Spend a handicap point: fly on across out of bounds" };
    case "ricochet":
      return { label: `Ricochet ${nameOf(names, a.ball)}'s ball ${DIRECTION_NAMES[a.dir]}` };
    case "move-green":
      return { label: `Move the green to ${a.q},${a.r}` };
    default:
      return { label: a.type };
  }
}

/** Words under a choice's button: what it does (a card's or golfer's text, a rule's effect). */
function choiceNote(a: Action, s: SeatView): string | null {
  const lists = cardLists(s.options);
  switch (a.type) {
    case "card":
      return caddieById(lists, a.card)?.text ?? null;
    case "golfer":
      return golferById(lists, a.golfer)?.text ?? null;
    case "choose-golfer":
      return golferById(lists, a.golfer)?.text ?? null;
    case "token":
      return a.use === "reroll"
        ? "Survival: spend 1 token to roll that die again."
        : "Survival: spend 3 tokens to change direction mid-turn.";
    case "adjust": {
      const face = typeof s.flight?.face === "number" ? s.flight.face : null;
      const cost = face === null ? null : Math.abs(a.to - face);
      return `Handicap points: ${cost ?? "?"} point${cost === 1 ? "" : "s"} to change the roll of ${face ?? "?"} to ${a.to} (${s.points[s.flight?.seat ?? 0]} left).`;
    }
    case "cross":
      return "Handicap points: one point a space to fly on over out of bounds; fail to cross and take a penalty back at the edge.";
    case "ricochet":
      return "Ricochet: move your ball or the one you landed on to a space next to it, and follow that space's rules.";
    case "move-green":
      return "Bumper Golf: the green moves at least six spaces away.";
    default:
      return null;
  }
}

const isCard = (a: Json) => (a as { type?: string }).type === "card";
const isPass = (a: Json) => (a as { type?: string }).type === "pass";

/** What a window's pass does, in words for its button. */
function passWords(view: SeatView, mean: boolean): string {
  const f = view.flight;
  if (mean) return "Pass: let it go on";
  if (f?.landed) return "Pass: the ball lands";
  return "Pass: roll on";
}

/** The title of a card window: whose say it is, on whose ball, flying or landing. */
function windowTitle(view: SeatView, names: Names): string {
  const f = view.flight;
  const shooter = f?.seat ?? view.toPlay[0] ?? 0;
  const seat = view.window[0];
  if (seat !== shooter)
    return `Feeling mean? ${nameOf(names, seat)} may play a caddie card on ${nameOf(names, shooter)}'s ball, or pass`;
  return f?.landed
    ? `${nameOf(names, seat)}: the ball is about to land. Play a card, or pass`
    : `${nameOf(names, seat)}: the ball is flying. Play a card, or pass`;
}

/**
 * A card window's pass, kept in sight: a bar that sticks to the bottom of the screen while the
 * course is watched, its pass focused (Enter passes), with "pass till it lands" (or, in a
 * rival's turn, "pass for the rest of the shot"). The cards to play are in Choices below.
 */
export function PassBar({
  legal,
  view,
  names,
  busy,
  onPick,
  onSkip,
  version,
}: {
  legal: readonly Json[];
  view: SeatView;
  names: Names;
  busy: boolean;
  onPick(a: Json): void;
  /** Passes this seat's windows for the rest of the shot (while the ball flies, or all of it). */
  onSkip?(landing: boolean): void;
  /** The live version: a new one is a new window (the pass takes the focus). */
  version: number;
}) {
  const pass = legal.find(isPass);
  const passRef = useRef<HTMLButtonElement | null>(null);
  // A new window takes the focus to its pass (again once a send is done: a disabled button
  // cannot hold it), without scrolling the course away.
  useEffect(() => {
    if (version < 0 || busy || !passRef.current) return;
    passRef.current.focus({ preventScroll: true });
  }, [version, busy]);
  if (!pass || !view.window.length) return null;
  const f = view.flight;
  const shooter = f?.seat ?? view.toPlay[0] ?? 0;
  const mean = view.window[0] !== shooter;
  const cards = legal.filter((a) => !isPass(a)).length;
  return (
    <section className="rio-pass-bar" aria-label="Card window">
      <p className="rio-pass-title">{windowTitle(view, names)}</p>
      <div className="rio-pass-row">
        <button
          ref={passRef}
          type="button"
          className="btn btn-primary rio-pass"
          disabled={busy}
          onClick={() => onPick(pass)}
        >
          {passWords(view, mean)}
        </button>
        {onSkip && f && (mean || !f.landed) ? (
          <button
            type="button"
            className="btn"
            disabled={busy}
            title={
              mean
                ? "Pass every time this shot stops for your cards, to its end."
                : "Pass every roll of this shot while the ball flies; you are asked again when it lands."
            }
            onClick={() => onSkip(mean)}
          >
            {mean ? "Pass all of this shot" : "Pass till it lands"}
          </button>
        ) : null}
        {cards ? (
          <a className="rio-pass-more" href="#rio-choices">
            {cards === 1 ? "or play the card below" : `or one of the ${cards} plays below`}
          </a>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Every choice open now but the shot, the curve and the pass (PassBar): each playable caddie
 * card with its text, golfer abilities, tokens, handicap points, ricochet, moving a green.
 */
export function Choices({
  legal,
  view,
  names,
  busy,
  onPick,
}: {
  legal: readonly Json[];
  view: SeatView;
  names: Names;
  busy: boolean;
  onPick(a: Json): void;
}) {
  const others = legal.filter((a) => {
    const t = (a as { type?: string }).type;
    return t !== "shot" && t !== "curve" && t !== "pass";
  });
  if (!others.length) return null;
  const windowOpen = view.window.length > 0 && legal.some(isPass);
  return (
    <section className="rio-choices" id="rio-choices" aria-label="Cards and choices">
      <h2 className="panel-title">
        {windowOpen
          ? `Or play: what ${nameOf(names, view.window[0])} may do instead of passing`
          : "Cards you may play before the shot"}
      </h2>
      <div className="rio-choice-list">
        {others.map((a) => {
          const { label, title } = choiceLabel(a as Action, view, names);
          const note = choiceNote(a as Action, view);
          return (
            <div key={JSON.stringify(a)} className="rio-choice">
              <button
                type="button"
                className="btn"
                disabled={busy}
                title={title}
                onClick={() => onPick(a)}
              >
                {label}
              </button>
              {note ? <span className="quiet"> {note}</span> : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}

/**
 * Golfer cards face up for all; the caddie hand of the seat this view belongs to (a view holds
 * no other hand), each card with its text, tapped to play when `legal` lists it; the others'
 * hands as face-down counts; handicap points and survival tokens. The cards playable now are
 * marked; their buttons are with the other choices (Choices), beside the pass.
 */
export function CardsPanel({
  view,
  names,
  seats,
  legal = [],
}: {
  view: SeatView;
  names: Names;
  seats: readonly number[];
  /** The legal actions: the cards among them are marked playable in the hand. */
  legal?: readonly Json[];
}) {
  const o = view.options;
  if (!o.cards && !o.handicap && o.variant !== "survival" && !o.sharedGolfers?.length) return null;
  const lists = cardLists(o as State["options"]);
  const plays = legal.filter(isCard) as Extract<Action, { type: "card" }>[];
  return (
    <section className="rio-cards" aria-label="Cards">
      <h2 className="panel-title">Cards</h2>
      {o.sharedGolfers?.length ? (
        <p>
          Golfers beside the course (for everyone):{" "}
          {o.sharedGolfers.map((id) => {
            const g = golferById(lists, id);
            return (
              <span key={id} className="rio-golfer">
                <strong>{g?.name ?? id}</strong>: {g?.text}{" "}
              </span>
            );
          })}
        </p>
      ) : null}
      <ul className="rio-seat-cards">
        {view.golfers.map((g, seat) => {
          const golfer = g ? golferById(lists, g) : undefined;
          const hand = view.hands[seat];
          const mine = seats.includes(seat) && Array.isArray(hand);
          const count = Array.isArray(hand) ? hand.length : hand;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: one line per seat.
            <li key={seat} className="rio-seat-line" data-seat={seat}>
              <strong>{nameOf(names, seat)}</strong>
              {golfer ? (
                <span className="rio-golfer" data-golfer={golfer.id}>
                  {" "}
                  · golfer <strong>{golfer.name}</strong>: {golfer.text}
                </span>
              ) : null}
              {o.handicap ? (
                <span className="rio-points"> · handicap points: {view.points[seat]} left</span>
              ) : null}
              {o.cards && !mine ? (
                <span className="quiet rio-hidden-hand">
                  {" "}
                  · {count} caddie card{count === 1 ? "" : "s"}, face down
                </span>
              ) : null}
              {o.cards && mine ? (
                <Hand
                  hand={hand as string[]}
                  lists={lists}
                  plays={plays}
                  owner={nameOf(names, seat)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {o.variant === "survival" ? (
        <p className="rio-tokens">
          Survival tokens: <strong>{view.tokens}</strong> left · holes survived: {view.survived}. A
          token pays for each turn and each penalty; 1 rerolls, 3 change direction mid-turn.
        </p>
      ) : null}
    </section>
  );
}

/** Each card with a key of its own: a hand may hold two copies of a card. */
function copies(hand: readonly string[]): { id: string; key: string }[] {
  const seen = new Map<string, number>();
  return hand.map((id) => {
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return { id, key: `${id}#${n}` };
  });
}

function Hand({
  hand,
  lists,
  plays,
  owner,
}: {
  hand: readonly string[];
  lists: ReturnType<typeof cardLists>;
  plays: readonly Extract<Action, { type: "card" }>[];
  owner: string;
}) {
  if (!hand.length) return <span className="quiet"> · no caddie cards in hand</span>;
  return (
    <ul className="rio-hand" aria-label={`${owner}'s caddie cards`}>
      {copies(hand).map(({ id, key }) => {
        const c = caddieById(lists, id);
        const now = plays.filter((a) => a.card === id);
        return (
          <li
            key={key}
            className={`rio-card-tile${now.length ? " rio-card-live" : ""}`}
            data-card={id}
          >
            <strong>{c?.name ?? id}</strong>
            <span className="rio-card-text">{c?.text}</span>
            {c?.mean ? (
              <span className="quiet rio-card-mean">
                may be played in a rival's turn (feeling mean)
              </span>
            ) : null}
            {now.length ? (
              <span className="rio-card-when rio-card-now">playable now (a button above)</span>
            ) : (
              <span className="quiet rio-card-when">not playable now</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
