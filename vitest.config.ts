import { defineConfig } from "vitest/config"

// Three layers (see README.md): `unit` runs alone; `integration` and `e2e` need the stack that
// scripts/test.mjs starts and describes in LEAFLINE_STACK_FILE.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["apps/*/src/**/*.test.ts", "scripts/**/*.test.mjs"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["apps/backend/integration-tests/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
