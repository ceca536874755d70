import { expect, it } from "vitest";
import { oddsTool } from "./tools.ts";

it("odds tool json has the distribution and the expected score", () => {
  const { json, text } = oddsTool.run({ inOrder: true });
  const j = json as { distribution: Record<string, number>; expectedScore: number };
  expect(Object.keys(j.distribution).sort()).toEqual([
    "-1",
    "-3",
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
  ]);
  expect(j.expectedScore).toBeCloseTo(2.608224204111847, 12);
  expect(text).toMatch(/hole in one/);
});

it("the hint is the command to type, valued at the exact expected final score", async () => {
  const { hint } = await import("./strategy/hint.ts");
  const { setup } = await import("./state.ts");
  const { optionsSchema } = await import("./options.ts");
  const [h] = hint(setup(optionsSchema.parse({})));
  expect(h.label).toBe("roll");
  expect(h.value).toBeCloseTo(9 * 0.865526, 5);
});
