import { spawnSync } from "node:child_process"
import path from "node:path"
import { describe, expect, it } from "vitest"

const SERVER_DIR = path.resolve(__dirname, "../../.medusa/server")
const MEDUSA_CLI = path.resolve(__dirname, "../../../../node_modules/@medusajs/cli/cli.js")

/**
 * The built back end, started the way one would without scripts/start.mjs (`medusa start`, production
 * mode), with the given secrets only. No database answers at that address: a back end that got past its
 * config would fail on that instead.
 */
function startInProduction(secrets: Record<string, string>) {
  const { JWT_SECRET, COOKIE_SECRET, ...env } = process.env
  return spawnSync(process.execPath, [MEDUSA_CLI, "start", "--port", "1"], {
    cwd: SERVER_DIR,
    env: { ...env, ...secrets, NODE_ENV: "production", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", MEDUSA_DISABLE_TELEMETRY: "true" },
    encoding: "utf8",
    timeout: 30_000,
  })
}

describe("the back end's secrets", () => {
  it("are required in production: without them it refuses to start, naming what is missing", () => {
    const neither = startInProduction({})
    expect(neither.status, neither.stdout + neither.stderr).not.toBe(0)
    expect(neither.stdout + neither.stderr).toMatch(/JWT_SECRET and COOKIE_SECRET must be set in production/)

    const noCookieSecret = startInProduction({ JWT_SECRET: "j".repeat(64) })
    expect(noCookieSecret.status).not.toBe(0)
    expect(noCookieSecret.stdout + noCookieSecret.stderr).toMatch(/COOKIE_SECRET must be set in production/)
    expect(noCookieSecret.stdout + noCookieSecret.stderr).not.toMatch(/JWT_SECRET/)
  })
})
