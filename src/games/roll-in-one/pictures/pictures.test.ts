import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gameModule as rollInOne } from "../index.ts";
import { compileCourse } from "../rules/course.ts";
import { generateLayout } from "../rules/generator.ts";
import { tools } from "../tools.ts";
import { landingSvg } from "./landing.ts";
import { stopsPicture } from "./stops.ts";

const hexes = (svg: string) => (svg.match(/<polygon /g) ?? []).length;

describe("pictures of the course", () => {
  it("a landing picture draws every space once and a disc per space the shot can stop on", () => {
    const course = compileCourse(generateLayout(5, 3));
    const a = course.hexes[course.tee];
    const svg = landingSvg({
      course,
      spaces: { [`${a.q},${a.r}`]: 0.25, "999,999": 0.75 },
      from: course.tee,
      title: "t",
    });
    expect(svg).toMatch(/^<svg/);
    expect(hexes(svg)).toBe(course.hexes.length);
    expect(svg).toContain(">25%<");
  });

  it("odds --plot draws where the shot lands: the discs carry the odds tool's own numbers", () => {
    const course = JSON.stringify({ holes: [generateLayout(4, 2)] });
    const file = `${process.env.TMPDIR ?? "/tmp"}/rio-pic-${process.pid}.json`;
    writeFileSync(file, course);
    const flags = { club: "4-iron", course: file };
    const json = tools.odds.run(flags).json as { landing: Record<string, number> };
    const svg = tools.odds.plot!(flags);
    for (const p of Object.values(json.landing))
      if (p >= 0.01) expect(svg).toContain(`>${Math.round(100 * p)}%<`);
    expect(() => tools.odds.plot!({ club: "wood" })).toThrow(/give --course/);
  });

  it("simulate's picture counts every shot of hole 1, holing out included", () => {
    const svg = stopsPicture(rollInOne, {}, "planner", 20, 1);
    const m = /(\d+) games, (\d+) shots/.exec(svg)!;
    expect(Number(m[1])).toBe(20);
    expect(Number(m[2])).toBeGreaterThanOrEqual(20);
    const shares = [...svg.matchAll(/>(\d+)%</g)].map((x) => Number(x[1]));
    expect(shares.length).toBeGreaterThan(0);
  });
});
