import { spawnSync } from "node:child_process"
import path from "node:path"
import pg from "pg"
import { describe, expect, it } from "vitest"
import { stack } from "../stack"

const BACKEND_DIR = path.resolve(__dirname, "../..")
const MEDUSA_CLI = path.resolve(BACKEND_DIR, "../../node_modules/@medusajs/cli/cli.js")

/** Live rows of every table the seed writes to. */
const COUNTED_TABLES = [
  "product",
  "product_variant",
  "product_option_value",
  "product_type",
  "image",
  "price",
  "price_set",
  "region",
  "region_country",
  "tax_region",
  "tax_rate",
  "sales_channel",
  "api_key",
  "stock_location",
  "fulfillment_set",
  "service_zone",
  "shipping_option",
  "return_reason",
  "shipping_profile",
  "inventory_item",
  "inventory_level",
  "price_preference",
  "user",
  "seller_store",
  "tea_attributes",
  "tea_rating",
]

async function countRows(): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: stack().databaseUrl })
  await client.connect()
  try {
    const counts: Record<string, number> = {}
    for (const table of COUNTED_TABLES) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM "${table}" WHERE deleted_at IS NULL`)
      counts[table] = rows[0].n
    }
    return counts
  } finally {
    await client.end()
  }
}

describe("the seed", () => {
  it("changes nothing when run again", async () => {
    const before = await countRows()
    expect(before.product).toBeGreaterThanOrEqual(40)
    const { databaseUrl, dataDir } = stack()
    const run = spawnSync(process.execPath, [MEDUSA_CLI, "exec", "./src/scripts/seed.ts"], {
      cwd: BACKEND_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl, LEAFLINE_DATA_DIR: dataDir, MEDUSA_DISABLE_TELEMETRY: "true" },
      encoding: "utf8",
    })
    expect(run.status, run.stdout + run.stderr).toBe(0)
    expect(run.stdout).toMatch(/, 0 added this run/)
    expect(await countRows()).toEqual(before)
  })
})
