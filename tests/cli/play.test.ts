/** Playing in the terminal as a user does: a real process, piped input, Ctrl-C as a signal. */
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// CLUBHOUSE_SOURCE=1: the TypeScript itself, never a build.
const bin = new URL("../../bin/clubhouse.mjs", import.meta.url).pathname;
const env = { ...process.env, NO_COLOR: "1", CLUBHOUSE_SOURCE: "1" };
const dir = mkdtempSync(join(tmpdir(), "clubhouse-play-"));

function run(args: string[], input = "") {
  const r = spawnSync(process.execPath, [bin, ...args], { input, encoding: "utf8", env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const sg = ["play", "straight-golf", "--seats", "you,bot", "--seed", "3", "--rounds", "2"];

describe("saving", () => {
  it("save FILE at a prompt: a path that cannot be written is a message, and another path works", () => {
    const good = join(dir, "good.json");
    const folder = join(dir, "a-folder");
    mkdirSync(folder);
    const r = run(
      sg,
      ["save /nonexistent/x.json", `save ${folder}`, `save ${good}`, "quit", ""].join("\n"),
    );
    expect(r.err).toBe("");
    expect(r.out).toContain(
      "Cannot save to /nonexistent/x.json: the folder /nonexistent does not exist",
    );
    expect(r.out).toContain(`Cannot save to ${folder}: ${folder} is a folder, not a file`);
    expect(r.out).toContain(`Saved to ${good}.`);
    expect(JSON.parse(readFileSync(good, "utf8")).game).toBe("straight-golf");
  });

  it("no permission: a message, not a stack trace", () => {
    const locked = join(dir, "locked");
    mkdirSync(locked);
    chmodSync(locked, 0o500);
    const r = run(sg, [`save ${join(locked, "x.json")}`, "quit", ""].join("\n"));
    // root may write anywhere; either way the game goes on and nothing is thrown.
    expect(r.err).toBe("");
    expect(r.out).toMatch(/no permission to write in the folder|Saved to/);
  });

  it("--save is checked before the first move", () => {
    const r = run([...sg, "--save", "/nonexistent/x.json"]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "clubhouse: --save /nonexistent/x.json: the folder /nonexistent does not exist\n",
    );
    expect(r.out).toBe("");
  });

  it("asks before overwriting a file that is not a Clubhouse record", () => {
    const notes = join(dir, "notes.txt");
    writeFileSync(notes, "my notes\n");
    const no = run([...sg, "--save", notes], "n\n");
    expect(no.code).toBe(2);
    expect(no.out).toContain("exists and is not a Clubhouse record. Overwrite it?");
    expect(readFileSync(notes, "utf8")).toBe("my notes\n");
    const inGame = run(sg, [`save ${notes}`, "n", "quit", ""].join("\n"));
    expect(inGame.out).toContain(`Not saved; ${notes} is unchanged`);
    expect(readFileSync(notes, "utf8")).toBe("my notes\n");
    const yes = run([...sg, "--save", notes], `y\n${"\n".repeat(30)}`);
    expect(yes.code).toBe(0);
    expect(JSON.parse(readFileSync(notes, "utf8")).game).toBe("straight-golf");
  });

  it("Ctrl-C during play saves like Ctrl-D and says how to continue", async () => {
    const file = join(dir, "ctrl-c.json");
    const child = spawn(process.execPath, [bin, ...sg, "--save", file], { env });
    let out = "";
    let sent = false;
    child.stdout.on("data", (d) => {
      out += d;
      if (!sent && out.includes("You> ")) {
        sent = true;
        child.kill("SIGINT");
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    expect(out).toContain(`Continue it with:\n  clubhouse play --load ${file}\n`);
    expect(existsSync(file)).toBe(true);
    // And it continues: --load without the game's name.
    const again = run(["play", "--load", file, "--save", file], "\n".repeat(30));
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/Winner: |Tie for first: /);
  });

  it("quitting without --save offers to save; the end of input leaves a clear word", () => {
    const file = join(dir, "offered.json");
    const r = run(sg, ["quit", file, ""].join("\n"));
    expect(r.out).toContain("Save the game to which file?");
    expect(r.out).toContain(`Continue it with:\n  clubhouse play --load ${file}\n`);
    const eof = run(sg, "");
    expect(eof.out).toContain(
      "Game left unfinished and not saved (start with --save FILE to keep it).",
    );
  });
});

describe("loading and replaying", () => {
  const file = join(dir, "half.json");

  it("--load names the flags it ignores; replay marks an unfinished game and words the options", () => {
    run([...sg, "--save", file], "\n\nquit\n");
    const loaded = run(
      ["play", "straight-golf", "--load", file, "--seed", "9", "--rounds", "5"],
      "quit\n\n",
    );
    expect(loaded.out).toContain("Ignoring --seed, --rounds: a loaded game keeps its own");
    const r = run(["replay", file]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Seats: You, bot:random");
    expect(r.out).toMatch(/rounds to play: 2/);
    expect(r.out).toContain("referee: no");
    expect(r.out).toMatch(/Unfinished after \d+ steps\. Continue it with: clubhouse play --load /);
  });

  it("replay of a finished game prints the winner line", () => {
    const done = join(dir, "done.json");
    run([...sg, "--save", done], "\n".repeat(30));
    const r = run(["replay", done]);
    expect(r.out).toMatch(/(Winner: |Tie for first: ).*\(\d+\)\n$/);
  });

  it("a record whose players option disagrees with its seat names is refused with the reason", () => {
    const record = JSON.parse(readFileSync(file, "utf8"));
    record.players = ["You"];
    const bad = join(dir, "bad-seats.json");
    writeFileSync(bad, JSON.stringify(record));
    for (const args of [
      ["replay", bad],
      ["play", "--load", bad],
    ]) {
      const r = run(args, "");
      expect(r.code).toBe(2);
      expect(r.err).toContain("its options (step 0, before the first move) say 2 players");
      expect(r.err).toContain("but it names 1 seat (You)");
    }
  });
});

describe("every prompt", () => {
  it("help, hint, rules and save work at referee dice prompts too", () => {
    const file = join(dir, "ref.json");
    const r = run(
      ["play", "straight-golf", "--seats", "you", "--referee"],
      ["", "help", "hint", "rules", `save ${file}`, "quit", ""].join("\n"),
    );
    expect(r.out).toContain("Type the faces of 6 dice (d6, attempt 1): ");
    expect(r.out).toContain("At any prompt:");
    expect(r.out).toContain("Nothing to choose while the dice roll");
    expect(r.out).not.toMatch(/has no face|expected 6 faces/);
    expect(existsSync(file)).toBe(true);
  });

  it("hint shows the best few and the count; hint all shows every option", () => {
    const r = run(
      ["play", "golo", "--seats", "you", "--seed", "2"],
      ["roll", "hint", "hint all", "quit", ""].join("\n"),
    );
    const parts = r.out.split(/You> hint/);
    const few = parts[1].split("\n").filter((l) => /^\s{2}\S|^\* /.test(l));
    expect(few.length).toBeLessThanOrEqual(8);
    const more = /and (\d+) more options? of (\d+) \(hint all\)/.exec(parts[1]);
    expect(more).not.toBeNull();
    const all = Number(more?.[2]);
    const listed = parts[2].split("\n").filter((l) => /^\* |^\s{2}\S/.test(l) && !/option/.test(l));
    expect(listed.length).toBeGreaterThanOrEqual(all);
  });

  it("the menu asks again after a typo and offers referee mode", () => {
    const r = run(["play"], ["golf", "2", "bot,bot", "maybe", "n", "", ""].join("\n"));
    expect(r.out).toContain('No game "golf": type 1 to 4 or a name.');
    expect(r.out).toContain("Referee mode");
    expect(r.out).toContain('Type y or n (Enter: no), not "maybe".');
    expect(r.out).toMatch(/Winner: |Tie for first: /);
  });
});

describe("a bot's turn", () => {
  it("GOLO: a bot's nine comes roll by roll, each step after a pause (CLUBHOUSE_BOT_DELAY)", async () => {
    const delay = 150;
    const child = spawn(
      process.execPath,
      [bin, "play", "golo", "--seats", "bot:greedy,you", "--seed", "2"],
      { env: { ...env, CLUBHOUSE_BOT_DELAY: String(delay) } },
    );
    // When each of the bot's lines arrived, until the person's turn.
    const seen: { at: number; line: string }[] = [];
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      const lines = out.split("\n");
      out = lines.pop() ?? "";
      for (const line of lines) seen.push({ at: Date.now(), line });
      if (out.startsWith("You> ")) child.stdin.end("quit\n\n");
    });
    await new Promise((resolve) => child.on("close", resolve));
    const bot = seen.filter((x) => /^(bot:greedy (rolls|removes)| {2}rolls )/.test(x.line));
    expect(bot.length).toBeGreaterThanOrEqual(9);
    // A pause follows each of the bot's moves and each of its rolls: never all at once.
    for (let i = 1; i < bot.length; i++) {
      expect(bot[i].at - bot[i - 1].at, bot[i].line).toBeGreaterThanOrEqual(delay - 20);
    }
  });
});

describe("the menu asks only what matters", () => {
  it("a simple GOLO game is not asked pars or a dice file; Match Play is asked pars, not holes", () => {
    const simple = run(["play"], ["1", "you", "n", "y", "", "", "quit", ""].join("\n"));
    expect(simple.out).toContain("mode: simple | flop | trips | scorecard | match | skins");
    expect(simple.out).toContain("holes: 9, 18 or 72 holes");
    expect(simple.out).not.toMatch(/pars|dice set/);
    const match = run(["play"], ["1", "you,bot", "n", "y", "match", "", "quit", ""].join("\n"));
    expect(match.out).toContain("pars: the course's pars");
    expect(match.out).not.toContain("holes: 9, 18 or 72");
    expect(match.out).not.toContain("dice set");
    // A long question is said on its own line, then asked short.
    expect(match.out).toContain("mode (Enter: default): ");
  });
});

describe("Roll In One in the terminal", () => {
  it("generate without a seed names a fresh one; table shows the whole hole again", () => {
    const r = run(
      ["play", "roll-in-one", "--seats", "you", "--seed", "4", "--no-cards"],
      ["generate", "accept", "help", "table", "quit", ""].join("\n"),
    );
    expect(r.err).toBe("");
    const gen = /You generate a hole \(seed (\d+): "generate (\d+)" builds it again\)/.exec(r.out);
    expect(gen).not.toBeNull();
    expect(gen?.[1]).toBe(gen?.[2]);
    // The hole is drawn at the shot prompt, and once more for `table`.
    const afterAccept = r.out.slice(r.out.indexOf("You accept hole 1"));
    expect(afterAccept.split("Roll In One  hole 1 of").length - 1).toBe(2);
    expect(r.out).toMatch(/table\s+the whole table again/);
  });

  it("a turn with cards fits 80 x 24; cards says what each does, wrapped at words to the width", () => {
    const r = spawnSync(
      process.execPath,
      [
        bin,
        "play",
        "roll-in-one",
        "--seats",
        "you,bot:greedy",
        "--seed",
        "5",
        "--layout",
        "generated",
      ],
      {
        input: ["cards", "wood SE", "", "quit", ""].join("\n"),
        encoding: "utf8",
        env: { ...env, CLUBHOUSE_COLUMNS: "80" },
      },
    );
    expect(r.stderr).toBe("");
    const lines = r.stdout.split("\n");
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(80);
    // Every table shown to the player, with its prompt and the line typed, takes 24 rows at most.
    const starts = lines.flatMap((l, i) => (l.startsWith("q at r") ? [i] : []));
    expect(starts.length).toBeGreaterThanOrEqual(2);
    for (const at of starts) {
      const typed = lines.findIndex((l, i) => i > at && l.startsWith("You> "));
      expect(typed - at + 2, lines.slice(at, typed + 1).join("\n")).toBeLessThanOrEqual(24);
    }
    // The bot passing on every card window is not narrated; the answer to `cards` is no error.
    expect(r.stdout).not.toMatch(/ passes$/m);
    const cards = r.stdout.slice(r.stdout.indexOf("You> cards"));
    expect(cards).toMatch(/Your caddie cards:\n {2}\S+: /);
    // Wrapped between words: no line of the answer starts inside a word.
    expect(cards).toMatch(/Golfers:\n {2}ball 1: /);
    const answer = cards.split("\n").slice(1);
    const end = answer.findIndex((l) => l.startsWith("Your shot"));
    expect(end).toBeGreaterThan(3);
    for (const l of answer.slice(0, end))
      expect(l).toMatch(/^( {2}\S| {4}\S|Golfers:|Your caddie)/);
  });
});
