import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ROOT } from "./config.mjs"
import { cruise } from "./dependency-rules.mjs"

/** A small tree laid out like the project, one import per rule that breaks it, and one that breaks none. */
const FIXTURE = {
  "apps/backend/src/api/store/teas/route.ts": `import { teaNames } from "../../../lib/teas/names"\nexport const GET = teaNames`,
  "apps/backend/src/api/store/teas/helpers.ts": `export const helper = 1`,
  "apps/backend/src/lib/teas/names.ts": `export const teaNames = ["Sencha"]`,
  "apps/backend/src/lib/teas/from-api.ts": `import { helper } from "../../api/store/teas/helpers"\nexport default helper`,
  "apps/backend/src/lib/teas/runs-workflow.ts": `import { flow } from "../../workflows/teas/flow"\nexport default flow`,
  "apps/backend/src/workflows/teas/flow.ts": `export const flow = 1`,
  "apps/backend/src/workflows/teas/from-subscriber.ts": `import handler from "../../subscribers/tea-changed"\nexport default handler`,
  "apps/backend/src/subscribers/tea-changed.ts": `export default function handler() {}`,
  "apps/backend/src/modules/tea/service.ts": `import { flow } from "../../workflows/teas/flow"\nexport default flow`,
  "apps/backend/src/api/store/teas/internal.ts": `import { wrapProductsWithTaxPrices } from "@medusajs/medusa/api/store/products/helpers"\nexport default wrapProductsWithTaxPrices`,
  "apps/backend/src/lib/teas/storefront-money.ts": `import { money } from "../../../../storefront/src/lib/util/money"\nexport default money`,
  "apps/storefront/src/lib/util/money.ts": `export const money = 1`,
  "apps/storefront/src/lib/util/reads-data.ts": `import { teas } from "../data/server/teas"\nexport default teas`,
  "apps/storefront/src/lib/data/server/teas.ts": `export const teas = []`,
  "apps/storefront/src/lib/data/browser/cart.ts": `import { teas } from "../server/teas"\nexport default teas`,
  "apps/storefront/src/lib/data/browser/sdk.ts": `import Medusa from "@medusajs/js-sdk"\nexport default Medusa`,
  "apps/storefront/src/modules/teas/card.ts": `import page from "../../app/page"\nexport default page`,
  "apps/storefront/src/app/page.ts": `export default 1`,
  "apps/storefront/src/lib/server/next-internal.ts": `import { getRequestMeta } from "next/dist/server/request-meta"\nexport default getRequestMeta`,
  "apps/storefront/src/modules/teas/raw-link.tsx": `import Link from "next/link"\nexport default Link`,
  "packages/contract/src/index.ts": `import { money } from "../../../apps/storefront/src/lib/util/money"\nexport default money`,
  "apps/backend/src/lib/teas/moved.ts": `import gone from "./gone"\nexport default gone`,
  "packages/v1-store-api/src/lib/not-in-v2.ts": `export const NOT_IN_V2 = {}`,
  "packages/v1-store-api/src/api/internal.ts": `import { wrapProductsWithTaxPrices } from "@medusajs/medusa/api/store/products/helpers"\nexport default wrapProductsWithTaxPrices`,
  "apps/backend/src/lib/teas/v1-answers.ts": `import { NOT_IN_V2 } from "../../../../../packages/v1-store-api/src/lib/not-in-v2"\nexport default NOT_IN_V2`,
}

const EXPECTED = [
  ["nothing-imports-api", "apps/backend/src/lib/teas/from-api.ts"],
  ["lib-below-adapters", "apps/backend/src/lib/teas/runs-workflow.ts"],
  ["workflows-below-entry-points", "apps/backend/src/workflows/teas/from-subscriber.ts"],
  ["modules-stand-alone", "apps/backend/src/modules/tea/service.ts"],
  ["medusa-internals-through-one-seam", "apps/backend/src/api/store/teas/internal.ts"],
  ["apps-apart", "apps/backend/src/lib/teas/storefront-money.ts"],
  ["util-is-pure", "apps/storefront/src/lib/util/reads-data.ts"],
  ["browser-code-not-to-server-code", "apps/storefront/src/lib/data/browser/cart.ts"],
  ["one-door-to-the-back-end", "apps/storefront/src/lib/data/browser/sdk.ts"],
  ["components-not-to-pages", "apps/storefront/src/modules/teas/card.ts"],
  ["next-public-api-only", "apps/storefront/src/lib/server/next-internal.ts"],
  ["links-through-page-link", "apps/storefront/src/modules/teas/raw-link.tsx"],
  ["packages-below-apps", "packages/contract/src/index.ts"],
  ["medusa-internals-through-one-seam", "packages/v1-store-api/src/api/internal.ts"],
  ["shop-not-to-the-v1-plugin", "apps/backend/src/lib/teas/v1-answers.ts"],
  ["no-unresolvable", "apps/backend/src/lib/teas/moved.ts"],
]

let dir
let violations

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "leafline-dependency-rules-"))
  for (const [file, source] of Object.entries(FIXTURE)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), source)
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"))
  // The storefront's Next and React 19 are installed beside it, apart from the back end's React 18.
  fs.symlinkSync(path.join(ROOT, "apps/storefront/node_modules"), path.join(dir, "apps/storefront/node_modules"))
  const { output } = await cruise({ folders: ["apps", "packages"], cwd: dir, outputType: "json" })
  violations = JSON.parse(output).summary.violations.map((v) => [v.rule.name, v.from])
}, 60_000)

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("the import rules (.dependency-cruiser.cjs)", () => {
  it.each(EXPECTED)("%s refuses %s", (rule, from) => {
    expect(violations).toContainEqual([rule, from])
  })

  it("refuses nothing else: a route importing its feature's lib is the layout we want", () => {
    const expected = new Set(EXPECTED.map(([rule, from]) => `${rule} ${from}`))
    // A file can break two rules with one import (lib → api is both); those are listed with the first.
    const unexpected = violations.filter(([rule, from]) => !expected.has(`${rule} ${from}`) && !EXPECTED.some(([, f]) => f === from))
    expect(unexpected).toEqual([])
    expect(violations.some(([, from]) => from === "apps/backend/src/api/store/teas/route.ts")).toBe(false)
  })
})

describe("the project", () => {
  it("keeps the import rules", async () => {
    const { code, output } = await cruise()
    expect(output).toMatch(/no dependency violations found|^$/)
    expect(code).toBe(0)
  }, 120_000)
})
