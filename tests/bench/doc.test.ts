/** `npm run bench` rewrites only its measured tables in docs/benchmarks.md (bench/doc.ts). */
import { describe, expect, it } from "vitest";
import { mergeBlocks } from "../../bench/doc.ts";

const table = (v: number) => `| measure | value |\n| --- | ---: |\n| games/s | ${v} |`;

describe("the benchmarks document", () => {
  const before = [
    "# Benchmarks",
    "",
    "## GOLO",
    "",
    "Command: measured by hand, see below.",
    "",
    table(1),
    "",
    "Why it is slow: the cells.",
    "",
    "## By hand",
    "",
    "| a | b |",
    "| --- | --- |",
    "",
    "## Remaining hot spots",
    "",
    "- old one",
    "- old two",
    "",
    "Also by hand:",
    "",
    "- kept",
    "",
  ].join("\n");

  it("takes a table under its heading in place, keeping the prose around it and other sections", () => {
    const after = mergeBlocks(before, [{ id: "GOLO", body: table(2) }]);
    expect(after).toContain(
      `## GOLO\n\nCommand: measured by hand, see below.\n\n<!-- bench: GOLO -->\n${table(2)}\n<!-- /bench: GOLO -->\n\nWhy it is slow: the cells.`,
    );
    expect(after).not.toContain(table(1));
    expect(after).toContain("## By hand\n\n| a | b |\n| --- | --- |");
  });

  it("writes into its markers the next time, and adds a section it has nowhere at the end", () => {
    const once = mergeBlocks(before, [{ id: "GOLO", body: table(2) }]);
    const twice = mergeBlocks(once, [
      { id: "GOLO", body: table(3) },
      { id: "Dice", body: table(9) },
    ]);
    expect(twice).toBe(
      `${once.replace(table(2), table(3)).trimEnd()}\n\n## Dice\n\n<!-- bench: Dice -->\n${table(9)}\n<!-- /bench: Dice -->\n`,
    );
    // Running the same again changes nothing but the figures.
    expect(mergeBlocks(twice, [{ id: "GOLO", body: table(3) }])).toBe(twice);
  });

  it("a list block (the hot spots) replaces only the list under its heading", () => {
    const after = mergeBlocks(before, [{ id: "Remaining hot spots", body: "- new" }]);
    expect(after).toContain(
      "## Remaining hot spots\n\n<!-- bench: Remaining hot spots -->\n- new\n<!-- /bench: Remaining hot spots -->\n\nAlso by hand:\n\n- kept",
    );
    expect(after).not.toContain("old one");
  });
});
