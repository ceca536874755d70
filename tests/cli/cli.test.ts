/** The `clubhouse` command as a user runs it: a real process, real arguments, piped input. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// CLUBHOUSE_SOURCE=1: the tests run the TypeScript itself, never a build (build.test.ts has that).
const bin = new URL("../../bin/clubhouse.mjs", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "clubhouse-cli-"));

function run(args: string[], input = "") {
  const r = spawnSync(process.execPath, [bin, ...args], {
    input,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", CLUBHOUSE_SOURCE: "1" },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("clubhouse command", () => {
  it("--help lists the commands and exits 0", () => {
    const r = run(["--help"]);
    expect(r.code).toBe(0);
    for (const c of ["play", "replay", "simulate", "odds"]) expect(r.out).toContain(c);
  });

  it("bad flags or values: a message naming the problem and exit code 2", () => {
    const a = run(["simulate", "straight-golf", "--games", "lots"]);
    expect(a.code).toBe(2);
    expect(a.err).toContain('--games expects a whole number, got "lots"');
    const b = run(["play", "straight-golf", "--frobnicate"]);
    expect(b.code).toBe(2);
    expect(b.err).toContain("unknown option '--frobnicate'");
    const c = run(["play", "straight-golf", "--seats", "you,bot:genius"]);
    expect(c.code).toBe(2);
    expect(c.err).toContain('no bot "genius"');
    const d = run(["play", "chess"]);
    expect(d.code).toBe(2);
    expect(d.err).toContain('no game "chess"');
    const f = run(["simulate", "golo", "--mode", "match", "--games", "10"]);
    expect(f.code).toBe(2);
    expect(f.err).toContain("Match Play is a two-player game");
    const e = run(["replay", join(dir, "missing.json")]);
    expect(e.code).toBe(2);
    expect(e.err).toContain("cannot read");
  });

  it("odds straight-golf --in-order --json prints the distribution and expected score", () => {
    const r = run(["odds", "straight-golf", "--in-order", "--json"]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.inOrder).toBe(true);
    const total = Object.values(j.distribution as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBeCloseTo(1, 12);
    expect(j.expectedScore).toBeGreaterThan(2);
  });

  it("simulate --json prints mean, sd, percentiles and a histogram", () => {
    const r = run(["simulate", "straight-golf", "--games", "2000", "--seed", "9", "--json"]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.games).toBe(2000);
    expect(Object.keys(j.percentiles)).toContain("p50");
    const counted = Object.values(j.histogram as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(counted).toBe(2000);
    const viaEngine = JSON.parse(
      run(["simulate", "straight-golf", "--games", "2000", "--seed", "9", "--json", "--engine"])
        .out,
    );
    expect(viaEngine.mean).toBe(j.mean);
  });

  it("a whole game against bots plays to the end, saves, and replays with the scorecard", () => {
    const file = join(dir, "sg.json");
    const input = `${"\n".repeat(40)}`;
    const r = run(
      [
        "play",
        "straight-golf",
        "--seats",
        "you,bot",
        "--seed",
        "3",
        "--rounds",
        "3",
        "--save",
        file,
      ],
      input,
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Winner: |Tie for first: /);
    const record = JSON.parse(readFileSync(file, "utf8"));
    expect(record.players).toEqual(["You", "bot:random"]);
    const replayed = run(["replay", file]);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toContain("Straight Golf (rules 1), seed 3");
    expect(replayed.out).toMatch(/(Winner: |Tie for first: ).*\n$/);
    expect(replayed.out).toMatch(/You\s+[-+\d ]+\|\s+-?\d+/);
  });

  it("referee mode: typed faces are checked, a wrong one is refused and asked again", () => {
    const file = join(dir, "ref.json");
    const input = ["", "1 2 3 4 5 9", "1 2 3", "1 2 3 4 5 6", "quit"].join("\n");
    const r = run(["play", "straight-golf", "--seats", "you", "--referee", "--save", file], input);
    expect(r.out).toContain("d6 has no face 9");
    expect(r.out).toContain("expected 6 faces");
    expect(r.out).toContain("hole in one");
    const record = JSON.parse(readFileSync(file, "utf8"));
    expect(record.actions.at(-1)).toEqual({ chance: [1, 2, 3, 4, 5, 6], typed: true });
  });

  it("replay of a tampered file names the step", () => {
    const file = join(dir, "sg.json");
    const record = JSON.parse(readFileSync(file, "utf8"));
    record.actions[1] = { seat: 1, action: { type: "roll" } };
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify(record));
    const r = run(["replay", bad]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/step 2 of the record/);
  });

  it("play with no game shows the menu", () => {
    const r = run(["play"], "straight-golf\nbot,bot\n\n\n");
    expect(r.out).toContain("Welcome to the Clubhouse.");
    expect(r.out).toMatch(/Winner: |Tie for first: /);
  });
});

describe("simulate at scale", () => {
  it("Ctrl-C stops a long simulation cleanly and reports the games done so far", async () => {
    const { spawn } = await import("node:child_process");
    const child = spawn(
      process.execPath,
      [bin, "simulate", "straight-golf", "--games", "20000000", "--json"],
      {
        env: { ...process.env, NO_COLOR: "1", CLUBHOUSE_SOURCE: "1" },
      },
    );
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    // Interrupt at the first progress line (a tenth of the way), well before the end.
    let sent = false;
    child.stderr.on("data", (d) => {
      if (!sent && String(d).includes("simulated")) {
        sent = true;
        child.kill("SIGINT");
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expect(j.interrupted).toBe(true);
    expect(j.games).toBeGreaterThan(0);
    expect(j.games).toBeLessThan(20000000);
  });

  it("head-to-head: --seats reports each bot's wins, ties and mean score", () => {
    const r = run([
      "simulate",
      "golo",
      "--seats",
      "bot:random,bot:optimal",
      "--games",
      "200",
      "--seed",
      "4",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.games).toBe(200);
    expect(j.seats.map((s: { seat: string }) => s.seat)).toEqual(["bot:random", "bot:optimal"]);
    const [a, b] = j.seats;
    expect(a.wins + b.wins).toBe(j.decided);
    expect(a.wins + a.ties + a.losses).toBe(200);
    expect(b.meanScore).toBeLessThan(a.meanScore);
    const text = run(["simulate", "golo", "--seats", "bot:greedy,bot:greedy", "--games", "50"]);
    expect(text.code).toBe(0);
    expect(text.out).toContain("bot:greedy#1");
    expect(text.out).toMatch(/50 games at one table/);
    const human = run(["simulate", "golo", "--seats", "you,bot:greedy", "--games", "5"]);
    expect(human.code).toBe(2);
    expect(human.err).toContain("a simulation seats bots only");
  });

  it("--games and --workers are bounded with a clear message", () => {
    const a = run(["simulate", "golo", "--games", "999999999999999"]);
    expect(a.code).toBe(2);
    expect(a.err).toContain("--games must be from 1 to 1,000,000,000, got 999999999999999");
    const b = run(["simulate", "golo", "--workers", "1000"]);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/--workers must be from 1 to \d+, got 1000/);
  });

  it("--plot writes a picture", () => {
    const file = join(dir, "plot.svg");
    const r = run([
      "simulate",
      "straight-golf",
      "--games",
      "3000",
      "--workers",
      "1",
      "--plot",
      file,
    ]);
    expect(r.code).toBe(0);
    expect(readFileSync(file, "utf8")).toMatch(/^<svg/);
    const bad = run(["simulate", "straight-golf", "--plot", "x.jpg"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("must end in .svg or .png");
    // A path that cannot be written is refused before any game is played.
    const missing = run(["simulate", "straight-golf", "--plot", "/nonexistent/x.png"]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain(
      "--plot /nonexistent/x.png: the folder /nonexistent does not exist",
    );
    expect(missing.out).toBe("");
  });
});
