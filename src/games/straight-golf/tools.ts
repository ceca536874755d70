/** `clubhouse odds straight-golf [--in-order]`: the exact score distribution of one round. */
import type { ToolCommand } from "../module.ts";
import { DENOMINATOR, fractionText, roundOdds } from "./strategy/odds.ts";
import { scoreName } from "./ui.ts";

export const oddsTool: ToolCommand = {
  description: "exact score distribution of one round",
  flags: [
    { flags: "--in-order", description: "the in-order variant", key: "inOrder", parse: () => true },
  ],
  run(options) {
    const inOrder = options.inOrder === true;
    const odds = roundOdds(inOrder);
    const exact: Record<string, string> = {};
    for (const [score, c] of odds.counts) exact[String(score)] = fractionText(c, DENOMINATOR);
    const json = {
      game: "straight-golf",
      inOrder,
      distribution: odds.distribution,
      exact,
      expectedScore: odds.expectedScore,
    };
    const rows = Object.entries(odds.distribution)
      .sort((a, b) => Number(a[0]) - Number(b[0]))
      .map(
        ([score, p]) =>
          `${score.padStart(3)}  ${scoreName(Number(score)).padEnd(12)} ${(100 * p).toFixed(4).padStart(8)}%  ${exact[score]}`,
      );
    const text = [
      `Straight Golf${inOrder ? " (in order)" : ""}: one round's score`,
      ...rows,
      `expected score per round: ${odds.expectedScore.toFixed(6)} (nine rounds: ${(9 * odds.expectedScore).toFixed(4)})`,
    ].join("\n");
    return { json, text };
  },
};
