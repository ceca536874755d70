import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    reporters: ["default", "./tests/summary-reporter.ts"],
    testTimeout: 60_000,
    // Hooks start real servers and browsers; a loaded machine needs more than the 10 s default.
    hookTimeout: 60_000,
    pool: "forks",
  },
});
