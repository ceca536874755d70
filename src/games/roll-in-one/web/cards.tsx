/**
 * The cards of Roll In One at the table: golfer cards face up for all, the seat's own caddie
 * hand (a view shows other seats only a count), and every other legal choice (play a card,
 * pass, use a golfer, ricochet, move the green...) as one button each, straight from `legal`.
 */
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
    return t !== "shot" && t !== "curve";
  });
  if (!others.length) return null;
  const windowOpen = view.window.length > 0;
  return (
    <section className="rio-choices" aria-label="Cards and choices">
      <h2 className="panel-title">{windowOpen ? "Play a card, or pass" : "Cards you may play"}</h2>
      <div className="actions">
        {others.map((a) => {
          const { label, title } = choiceLabel(a as Action, view, names);
          return (
            <button
              key={JSON.stringify(a)}
              type="button"
              className={`btn${(a as { type: string }).type === "pass" ? "" : " btn-primary"}`}
              disabled={busy}
              title={title}
              onClick={() => onPick(a)}
            >
              {label}
            </button>
          );
        })}
      </div>
    </section>
  );
}

/** Golfers face up for all; the caddie hand only for the seats this device plays. */
export function CardsPanel({
  view,
  names,
  seats,
}: {
  view: SeatView;
  names: Names;
  seats: readonly number[];
}) {
  if (!view.options.cards) return null;
  const lists = cardLists(view.options as State["options"]);
  return (
    <section className="rio-cards" aria-label="Cards">
      <h2 className="panel-title">Cards</h2>
      <ul className="rio-card-list">
        {view.golfers.map((g, seat) => {
          const golfer = g ? golferById(lists, g) : undefined;
          const hand = view.hands[seat];
          const mine = seats.includes(seat) && Array.isArray(hand);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: one line per seat.
            <li key={seat}>
              <strong>{nameOf(names, seat)}</strong>
              {golfer ? (
                <span className="rio-golfer" title={golfer.text}>
                  {" "}
                  · golfer {golfer.name}: {golfer.text}
                </span>
              ) : null}
              <span className="quiet">
                {" "}
                · caddie cards:{" "}
                {mine
                  ? (hand as string[]).map((c) => caddieById(lists, c)?.name ?? c).join(", ") ||
                    "none"
                  : `${Array.isArray(hand) ? hand.length : hand} hidden`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
