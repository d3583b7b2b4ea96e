import { getAllFieldsAndRelations } from "@medusajs/query"
import { describe, expect, it } from "vitest"

/**
 * patches/@medusajs+query+2.21.2.patch: Query's module data fetcher turns each level of a query into a
 * module's select, relations and filters without serialising the whole level (its joiner configuration
 * included, at every level of the recursion, on every query): only the filters it hands on are copied.
 */
describe("Query's fields and relations of a query level (patched)", () => {
  // A joiner configuration refers to itself (relationships back to their service); JSON cannot copy it.
  const serviceConfig: Record<string, unknown> = { serviceName: "cart" }
  serviceConfig.self = serviceConfig
  const level = () => ({
    serviceConfig,
    fields: ["id", "email"],
    args: [{ name: "filters", value: { id: ["cart_1"], created_at: { $gte: "2026-01-01" } } }],
    expands: { items: { serviceConfig, fields: ["id", "quantity"], args: [] } },
  })

  it("reads a level whose configuration cannot be serialised", () => {
    const result = getAllFieldsAndRelations(level() as never)
    expect(result.select).toEqual(["id", "email", "items.id", "items.quantity"])
    expect(result.relations).toEqual(["items"])
  })

  it("hands on a copy of the filters, so a module that changes them leaves the query as it was", () => {
    const query = level()
    const { args } = getAllFieldsAndRelations(query as never)
    const filters = (args as unknown as Record<string, { id: string[] }>)[""]
    expect(filters).toEqual({ id: ["cart_1"], created_at: { $gte: "2026-01-01" } })
    filters.id.push("cart_2")
    expect(query.args[0].value.id).toEqual(["cart_1"])
  })
})
