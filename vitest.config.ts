import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    reporters: ["default", "./tests/summary-reporter.ts"],
    testTimeout: 60_000,
    // Hooks start real servers and browsers; a loaded machine needs more than the 10 s default.
    hookTimeout: 60_000,
    // expect.poll waits on real servers and browsers; 1 s (the default) fails under CI load.
    expect: { poll: { timeout: 10_000 } },
    pool: "forks",
  },
});
