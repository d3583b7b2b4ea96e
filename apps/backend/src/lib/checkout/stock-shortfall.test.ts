import { describe, expect, it } from "vitest"
import { type StockLine, stockShortfall } from "./stock-shortfall"

const level = (stocked: number, reserved: number, channels = ["sc_consumer"]) => ({
  stocked_quantity: stocked,
  reserved_quantity: reserved,
  stock_locations: [{ sales_channels: channels.map((id) => ({ id })) }],
})
const line = (quantity: number, levels: ReturnType<typeof level>[], variant: Partial<NonNullable<StockLine["variant"]>> = {}): StockLine => ({
  product_title: "Yame Gyokuro",
  variant_title: "50 g",
  quantity,
  variant: { manage_inventory: true, allow_backorder: false, inventory_items: [{ required_quantity: 1, inventory: { location_levels: levels } }], ...variant },
})

describe("stock shortfall at completion", () => {
  it("passes a cart whose teas are in stock", () => {
    expect(stockShortfall([line(2, [level(5, 3)])], "sc_consumer")).toBeNull()
  })
  it("names a tea sold out since it was added, and one with fewer left than wanted", () => {
    const message = stockShortfall([line(1, [level(4, 4)]), { ...line(3, [level(5, 3)]), product_title: "Assam" }], "sc_consumer")
    expect(message).toMatch(/no longer in stock/)
    expect(message).toContain("Yame Gyokuro (50 g): sold out")
    expect(message).toContain("Assam (50 g): only 2 left")
  })
  it("counts only locations that serve the cart's sales channel, and the best one of them", () => {
    expect(stockShortfall([line(3, [level(10, 0, ["sc_wholesale"]), level(2, 0)])], "sc_consumer")).toMatch(/only 2 left/)
    expect(stockShortfall([line(3, [level(2, 0), level(3, 0)])], "sc_consumer")).toBeNull()
  })
  it("leaves alone teas without managed stock or with backorders allowed", () => {
    expect(stockShortfall([line(9, [level(0, 0)], { manage_inventory: false })], "sc_consumer")).toBeNull()
    expect(stockShortfall([line(9, [level(0, 0)], { allow_backorder: true })], "sc_consumer")).toBeNull()
  })
  it("counts a variant that takes several units of an inventory item", () => {
    const twoPerUnit = line(2, [level(3, 0)], { inventory_items: [{ required_quantity: 2, inventory: { location_levels: [level(3, 0)] } }] })
    expect(stockShortfall([twoPerUnit], "sc_consumer")).toMatch(/only 1 left/)
  })
})
