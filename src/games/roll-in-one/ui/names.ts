/**
 * Seat names in game text. The rules write events without names, with placeholders the text UI
 * fills in: `{2}` a seat's name, `{2:takes}` its name with a verb that agrees ("Ann takes",
 * "You take"), `{2's}` its possessive ("Ann's", "your"). State stays free of names, so one
 * record reads right whoever sits where.
 */
import { seatName } from "../../module.ts";

const isYou = (name: string) => name.toLowerCase() === "you";

/** The plain form of a third-person verb: takes -> take, is -> are, reaches -> reach. */
function plainVerb(verb: string): string {
  if (verb === "is") return "are";
  if (verb === "has") return "have";
  if (verb === "does") return "do";
  if (/(sh|ch|x|ss)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  return verb.endsWith("s") ? verb.slice(0, -1) : verb;
}

/** Subject and verb: "Ann takes", "You take". */
export function subject(names: readonly string[] | undefined, seat: number, verb: string): string {
  const name = seatName(names, seat);
  return `${name} ${isYou(name) ? plainVerb(verb) : verb}`;
}

/** "Ann's", "your". */
export function possessive(names: readonly string[] | undefined, seat: number): string {
  const name = seatName(names, seat);
  return isYou(name) ? "your" : `${name}'s`;
}

/** A possessive that starts a line: "Your", "Ann's", "bot:planner's" (a name keeps its case). */
export function whose(names: readonly string[] | undefined, seat: number): string {
  return isYou(seatName(names, seat)) ? "Your" : possessive(names, seat);
}

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Fills the placeholders of one event; a "you" that starts a sentence is capitalised. */
export function fillNames(text: string, names: readonly string[] | undefined): string {
  return text
    .replace(/\{(\d+)(?::([a-z]+)|('s))?\}/g, (_, n: string, verb?: string, poss?: string) => {
      const seat = Number(n);
      const name = seatName(names, seat);
      const word = poss
        ? possessive(names, seat)
        : verb
          ? // "you take" mid-sentence; the rule below capitalises it where a sentence starts.
            subject(names, seat, verb).replace(/^you\b/i, (w) => (isYou(name) ? "you" : w))
          : isYou(name)
            ? "you"
            : name;
      return word;
    })
    .replace(/(^|[.!?] )(you|your)\b/g, (_, pre: string, w: string) => pre + capital(w));
}

/** Every event of a step, filled and joined; after a "; " a "you" stays small. */
export function eventText(events: readonly string[], names: readonly string[] | undefined): string {
  return events
    .map((e, i) => {
      const text = fillNames(e, names);
      return i === 0 ? text : text.replace(/^(You|Your)\b/, (w) => w.toLowerCase());
    })
    .join("; ");
}
