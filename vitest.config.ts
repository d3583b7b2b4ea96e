import path from "node:path"
import { defineConfig } from "vitest/config"

const storefront = (dir: string) => path.resolve(__dirname, "apps/storefront/src", dir)

// Four layers (see README.md): `unit` runs alone; `integration` and `e2e` need the stack that
// scripts/test.mjs starts and describes in LEAFLINE_STACK_FILE; `reliability` the multi-process one it starts
// after (scripts/lib/reliability-stack.mjs). Integration and e2e both edit the one stack's catalogue, so
// `sequence.groupOrder` runs every e2e file, one at a time, before the first integration file.
export default defineConfig({
  test: {
    projects: [
      {
        // The storefront's path aliases (its tsconfig.json), and React's automatic JSX runtime.
        resolve: { alias: { "@lib": storefront("lib"), "@modules": storefront("modules") } },
        esbuild: { jsx: "automatic" },
        test: {
          name: "unit",
          include: ["apps/*/src/**/*.test.ts", "packages/*/src/**/*.test.ts", "scripts/**/*.test.mjs"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          // The back end's, and its v1 store API plugin's (packages/v1-store-api).
          include: ["apps/backend/integration-tests/**/*.test.ts", "packages/*/integration-tests/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          // A page waits on a server render after each choice: give expect.poll more than its 1 s.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "reliability",
          // The integration tests written for several server processes run here against the real ones too.
          include: ["reliability/**/*.test.ts", "apps/backend/integration-tests/http/across-processes.test.ts"],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
