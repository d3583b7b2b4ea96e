import pg from "pg"
import { describe, expect, it } from "vitest"
import { medusaExec } from "../medusa-exec"
import { stack } from "../stack"

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
    const run = medusaExec("./src/scripts/seed.ts")
    expect(run.status, run.stdout + run.stderr).toBe(0)
    expect(run.stdout).toMatch(/, 0 added this run/)
    expect(await countRows()).toEqual(before)
  })
})
