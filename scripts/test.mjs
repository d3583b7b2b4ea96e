#!/usr/bin/env node
// `npm test`: unit tests, then the integration and end-to-end tests against the whole stack, started by
// scripts/start.mjs exactly as `npm start` starts it, in its own data folder and on its own ports, then the
// reliability tests against the multi-process shop on Debian's PostgreSQL and Redis
// (scripts/lib/reliability-stack.mjs). `npm run test:reliability` (`--only reliability`) runs only those;
// `npm run typecheck` (`--only typecheck`) only the packages' builds and the type checks.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { ROOT } from "./lib/config.mjs"
import { buildSharedPackages } from "./lib/shared-packages.mjs"
import { startStack, stopStack } from "./lib/stack-process.mjs"
import { startReliabilityStack, stopReliabilityStack } from "./lib/reliability-stack.mjs"

const TEST_ENV = {
  LEAFLINE_DATA_DIR: process.env.LEAFLINE_TEST_DATA_DIR || path.join(ROOT, ".data-test"),
  BACKEND_PORT: process.env.LEAFLINE_TEST_BACKEND_PORT || "9100",
  STOREFRONT_PORT: process.env.LEAFLINE_TEST_STOREFRONT_PORT || "8100",
  LEAFLINE_POSTGRES_PORT: process.env.LEAFLINE_TEST_POSTGRES_PORT || "54339",
  // One process of each, as on a machine without Redis; the reliability tests run the multi-process shop.
  LEAFLINE_REDIS: "off",
  LEAFLINE_QUIET: "1",
}
const VITEST = path.join(ROOT, "node_modules/vitest/vitest.mjs")
const TSC = path.join(ROOT, "node_modules/typescript/bin/tsc")
// The two apps, the v1 store API plugin, and the tests themselves (tsconfig.tests.json: unit, integration, e2e
// and reliability files).
const TYPED_APPS = ["apps/backend", "apps/storefront", "packages/v1-store-api", "tsconfig.tests.json"]
const totals = { passed: 0, failed: 0, skipped: 0 }

// `npm run test:reliability -- faults`: words after the options go to Vitest as file filters.
const VITEST_FILTERS = process.argv.slice(2).filter((arg, i, all) => !arg.startsWith("--") && all[i - 1] !== "--only")

function runVitest(projects, env = {}, filters = []) {
  const report = path.join(ROOT, "test-results", `${projects.join("-")}.json`)
  fs.mkdirSync(path.dirname(report), { recursive: true })
  fs.rmSync(report, { force: true })
  const args = [VITEST, "run", ...projects.flatMap((p) => ["--project", p]), ...filters]
  args.push("--reporter=default", "--reporter=json", `--outputFile.json=${report}`)
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } })
    child.on("exit", (code) => {
      if (fs.existsSync(report)) {
        const result = JSON.parse(fs.readFileSync(report, "utf8"))
        totals.passed += result.numPassedTests
        totals.failed += result.numFailedTests
        totals.skipped += result.numPendingTests + (result.numTodoTests ?? 0)
      } else if (code !== 0) {
        totals.failed += 1
      }
      resolve(code ?? 1)
    })
  })
}

/** `tsc --noEmit` over one app or the tests (strict): a type error fails `npm test` like a failed test. */
function typeCheck(app) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, "--noEmit", "-p", app], { cwd: ROOT, stdio: "inherit" })
    child.on("exit", (code) => {
      if (code === 0) console.log(`Type check: ${app} has no type errors`)
      else totals.failed += 1
      resolve(code ?? 1)
    })
  })
}

const typeErrors = async () => (await Promise.all(TYPED_APPS.map(typeCheck))).some((code) => code !== 0)

async function mainSuites() {
  let failed = await typeErrors()
  failed = (await runVitest(["unit"])) !== 0 || failed
  const startedAt = Date.now()
  console.log("Starting the test stack (scripts/start.mjs, data in " + TEST_ENV.LEAFLINE_DATA_DIR + ")…")
  const stack = await startStack(TEST_ENV)
  console.log(`Test stack ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`)
  try {
    failed = (await runVitest(["integration", "e2e"], { LEAFLINE_STACK_FILE: stack.stackFile })) !== 0 || failed
  } finally {
    await stopStack(stack)
  }
  return failed
}

async function reliabilitySuite() {
  const startedAt = Date.now()
  console.log("Starting the multi-process shop on Debian's PostgreSQL and Redis (data in .data-reliability)…")
  const reliability = await startReliabilityStack((line) => console.log(line))
  const { topology } = reliability.stack.stack
  console.log(`Multi-process shop ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${topology.servers} servers, ${topology.workers} worker(s), ${topology.storefronts} storefronts`)
  try {
    return (await runVitest(["reliability"], reliability.testEnv, VITEST_FILTERS)) !== 0
  } finally {
    await stopReliabilityStack(reliability)
  }
}

async function main() {
  const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null
  if (only && !["reliability", "typecheck"].includes(only)) throw new Error(`--only takes "reliability" or "typecheck", not ${only}`)
  await buildSharedPackages((line) => console.log(line))
  let failed
  if (only === "typecheck") failed = await typeErrors()
  else {
    failed = only ? false : await mainSuites()
    failed = (await reliabilitySuite()) || failed
  }
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(failed ? 1 : 0)
}

main().catch((error) => {
  console.error(`test: ${error.message}`)
  console.log(`\n${totals.passed} passed, ${totals.failed + 1} failed`)
  process.exit(1)
})
