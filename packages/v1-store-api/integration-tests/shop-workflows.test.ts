import fs from "node:fs"
import path from "node:path"
import { MedusaWorkflow } from "@medusajs/framework/workflows-sdk"
import { beforeAll, describe, expect, it } from "vitest"
import { SHOP_WORKFLOWS } from "../src/lib/shop-workflows"

// The plugin runs the shop's workflows by their ids (src/lib/shop-workflows.ts): each id must be one the back end's
// own workflow files create (apps/backend/src/workflows, which Medusa loads before any route), not a misspelling,
// and not one of Medusa's own workflows. Imported here as Medusa's loader imports them, into its registry.

const WORKFLOWS = path.resolve(__dirname, "../../../apps/backend/src/workflows")

/** The workflow files (not their steps, hooks or tests). */
function workflowFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "steps" || entry.name === "hooks" ? [] : workflowFiles(file)
    return /\.ts$/.test(entry.name) && !/\.(test|fixture)\.ts$/.test(entry.name) ? [file] : []
  })
}

const registered = () => new Set(Object.keys((MedusaWorkflow as { workflows: Record<string, unknown> }).workflows))
let shopIds: Set<string>

beforeAll(async () => {
  await import("@medusajs/medusa/core-flows")
  const medusasOwn = registered()
  for (const file of workflowFiles(WORKFLOWS)) await import(file)
  shopIds = new Set([...registered()].filter((id) => !medusasOwn.has(id)))
}, 120_000)

describe("the shop's workflows the v1 plugin runs by id", () => {
  it.each(Object.entries(SHOP_WORKFLOWS))("%s (%s) is a workflow of the back end's", (_name, id) => {
    expect([...shopIds]).toContain(id)
  })
})
