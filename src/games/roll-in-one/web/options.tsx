/**
 * New-game options for Roll In One in the browser: the course (designed by hand at the table,
 * generated from a seed, or loaded from a saved course file or a share link), the variant
 * (Campaign, Bumper Golf, Survival), and the cards. Two presets sit on top: the full game
 * (the rulebook's: each hole designed by hand, golfer and caddie cards dealt; the default) and
 * a quick game (a generated course, no cards). A course from a file or a link is checked on
 * load; a bad one says what is wrong and changes nothing.
 */
import { useEffect, useRef, useState } from "react";
import type { Json } from "../../../engine/game.ts";
import type { OptionsProps } from "../../../web/web-game.ts";
import { type OptionCard, OptionCards } from "../../../web/widgets/option-cards.tsx";
import { type CourseFile, decodeCourse, readCourse } from "../course-file.ts";
import { compileCourse, type Layout } from "../rules/course.ts";
import { CourseView } from "./course.tsx";
import { SHARE_KEY } from "./course-share.tsx";
import { RuleOptions } from "./rule-options.tsx";

type How = "design" | "generated" | "course";
type Opts = Record<string, Json>;

const VARIANTS = [
  ["", "Standard", "Each player designs a hole in turn; lowest total wins."],
  ["campaign", "Campaign", "One large course, three greens: reach them all first."],
  ["bumper", "Bumper Golf", "Five boards, three greens, penalties for being hit (2+ players)."],
  ["survival", "Survival", "Solo: a token budget per hole; how many holes can you last?"],
] as const;

function without(o: Opts, ...keys: string[]): Opts {
  const out = { ...o };
  for (const k of keys) delete out[k];
  return out;
}

/** The options for a course choice (Campaign and Bumper Golf design by hand with byHand). */
function withHow(o: Opts, how: How, course?: CourseFile): Opts {
  const base = without(o, "course", "byHand");
  const multi = o.variant === "campaign" || o.variant === "bumper";
  if (how === "course" && course)
    return { ...base, layout: "design", course: course as unknown as Json };
  if (how === "design") return { ...base, layout: "design", ...(multi ? { byHand: true } : {}) };
  return { ...base, layout: "generated" };
}

/** The two presets; anything else is the player's own mix of the choices below them. */
const PRESETS = [
  [
    "full",
    "Full game",
    "The rulebook's game: each player designs a hole from the box of boards; golfer and caddie cards are dealt.",
  ],
  [
    "quick",
    "Quick game",
    "A generated course and no cards: clubs and dice only, start hitting at once.",
  ],
] as const;
type Preset = (typeof PRESETS)[number][0];

const HOWS: readonly OptionCard<How>[] = [
  ["design", "Design by hand", "Build each hole at the table from the box of boards."],
  ["generated", "Generated course", "Holes made from the seed, ready to play."],
  ["course", "Load a course", "A saved course file or a share link."],
];

function presetOf(o: Opts, how: How): Preset | null {
  if (how === "design" && o.cards === true) return "full";
  if (how === "generated" && o.cards !== true) return "quick";
  return null;
}

export function RollInOneOptions({ value, onChange, players }: OptionsProps) {
  const cards = value.cards === true;
  const seed = typeof value.courseSeed === "number" ? value.courseSeed : 1;
  const [how, setHow] = useState<How>(
    value.course ? "course" : value.layout === "design" ? "design" : "generated",
  );
  const [loaded, setLoaded] = useState<{ from: string; course: CourseFile } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const variant = typeof value.variant === "string" ? value.variant : "";

  // A share link (…/new/roll-in-one#course=…) opens this page on its course.
  const first = useRef({ value, onChange });
  useEffect(() => {
    const m = new RegExp(`[#&]${SHARE_KEY}=([^&]*)`).exec(location.hash);
    if (!m) return;
    try {
      const course = decodeCourse(m[1]);
      setLoaded({ from: "the share link", course });
      setHow("course");
      setError(null);
      const { value: v, onChange: set } = first.current;
      const greens = course.holes[0].greens !== undefined;
      set(withHow(greens && !v.variant ? { ...v, variant: "campaign" } : v, "course", course));
    } catch (e) {
      setError(`This share link has no course we can play: ${(e as Error).message}`);
    }
  }, []);

  const choose = (h: How) => {
    setHow(h);
    if (h !== "course") onChange(withHow(value, h));
    else if (loaded) onChange(withHow(value, h, loaded.course));
  };
  const readFile = async (file: File) => {
    try {
      const course = readCourse(await file.text(), file.name);
      setLoaded({ from: file.name, course });
      setError(null);
      onChange(withHow(value, "course", course));
    } catch (e) {
      // A bad file changes nothing: the last good course (if any) stays chosen.
      setError((e as Error).message);
    }
  };
  const setVariant = (v: string) => {
    const next = v ? { ...value, variant: v } : without(value, "variant");
    onChange(withHow(next, how, loaded?.course));
  };

  const choosePreset = (p: Preset) => {
    const h: How = p === "full" ? "design" : "generated";
    setHow(h);
    onChange(
      withHow({ ...(p === "full" ? value : without(value, "mean")), cards: p === "full" }, h),
    );
  };

  const preview = how === "course" ? loaded?.course.holes[0] : undefined;
  const preset = presetOf(value, how);
  return (
    <div className="options">
      <OptionCards
        label="Game"
        name="rio-preset"
        cards={PRESETS}
        chosen={preset}
        onChoose={choosePreset}
      />
      <p className="rio-game-summary" aria-live="polite">
        {summary(how, cards, preset)}
      </p>
      <h3 className="rio-options-head">Course</h3>
      <OptionCards label="Course" name="rio-how" cards={HOWS} chosen={how} onChoose={choose} />
      {how === "generated" ? (
        <label className="inline">
          Course seed{" "}
          <input
            type="number"
            min={1}
            step={1}
            value={seed}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (Number.isInteger(n) && n >= 1) onChange({ ...value, courseSeed: n });
            }}
          />
        </label>
      ) : null}
      {how === "course" ? (
        <div className="rio-load">
          <label className="inline">
            Course file{" "}
            <input
              type="file"
              accept=".json,application/json"
              aria-label="Course file"
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) void readFile(f);
              }}
            />
          </label>
          {loaded ? (
            <p className="rio-loaded">
              Course from {loaded.from}: {loaded.course.holes.length} hole
              {loaded.course.holes.length > 1 ? "s" : ""}, par{" "}
              {loaded.course.holes.map((h) => compileCourse(h as Layout).par).join(", ")}
            </p>
          ) : (
            <p className="quiet">Pick a file saved from the builder or from `clubhouse course`.</p>
          )}
          {preview ? (
            <div className="rio-board rio-preview">
              <CourseView
                layout={preview as Layout}
                balls={[]}
                names={[]}
                greens={preview.greens}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="rio-error" role="alert">
          {error}
        </p>
      ) : null}

      <label className="inline">
        Variant{" "}
        <select value={variant} onChange={(e) => setVariant(e.target.value)} aria-label="Variant">
          {VARIANTS.map(([v, name]) => (
            <option
              key={v}
              value={v}
              disabled={(v === "survival" && players !== 1) || (v === "bumper" && players < 2)}
            >
              {name}
            </option>
          ))}
        </select>
      </label>
      <p className="quiet">{VARIANTS.find(([v]) => v === variant)?.[2]}</p>

      <h3 className="rio-options-head">Cards and rules</h3>
      <label className="inline rio-rule-option">
        <input
          type="checkbox"
          checked={cards}
          onChange={(e) =>
            // Feeling mean is about caddie cards: it goes with them.
            onChange(
              e.target.checked
                ? { ...value, cards: true }
                : { ...without(value, "mean"), cards: false },
            )
          }
        />{" "}
        <strong>Golfer and caddie cards</strong>{" "}
        <span className="quiet">
          golfer cards face up for all, three caddie cards in each hand (one more each hole)
        </span>
      </label>
      <RuleOptions value={value} onChange={onChange} players={players} />
    </div>
  );
}

/** What the chosen options add up to, in words. */
function summary(how: How, cards: boolean, preset: Preset | null): string {
  const course =
    how === "design"
      ? "each hole designed by hand at the table (bots design their own)"
      : how === "generated"
        ? "a generated course"
        : "a loaded course";
  const with_ = cards ? "with golfer and caddie cards" : "without cards";
  const name = preset === "full" ? "Full game" : preset === "quick" ? "Quick game" : "Your own mix";
  return `${name}: ${course}, ${with_}.`;
}
