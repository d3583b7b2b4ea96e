import { PricingEvents } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import { PRICE_LIST_EVENTS, SCOPE_EVENTS, TEA_EVENTS, TEA_HOUSE_LIST_EVENTS, tagsToPurge } from "./page-purge-tags"

describe("tagsToPurge", () => {
  it("names the listing and each tea's page for a tea's own changes", () => {
    for (const event of [
      "product.created",
      "product.updated",
      "product.deleted",
      "product-variant.created",
      "product-variant.updated",
      "product-variant.deleted",
      "tea.details.updated",
    ]) {
      expect(tagsToPurge(event, { teas: ["sencha", "assam"] })).toEqual(["listing", "tea:sencha", "tea:assam"])
    }
    expect(TEA_EVENTS).toHaveLength(7)
  })

  it("names the listing, the houses, the house and its teas for a house's changes", () => {
    expect(tagsToPurge("seller-store.updated", { houses: ["kyoto-leaf"], teas: ["gyokuro", "sencha"] })).toEqual([
      "listing",
      "houses",
      "house:kyoto-leaf",
      "tea:gyokuro",
      "tea:sencha",
    ])
  })

  it("names the houses and the house for a house that opens or closes", () => {
    expect(TEA_HOUSE_LIST_EVENTS).toEqual(["seller-store.created", "seller-store.deleted"])
    for (const event of TEA_HOUSE_LIST_EVENTS) {
      expect(tagsToPurge(event, { houses: ["new-house"], teas: ["ignored"] })).toEqual(["houses", "house:new-house"])
    }
  })

  it("names nothing for a stock change: no page shows stock", () => {
    expect(tagsToPurge("inventory-level.updated", { teas: ["sencha"] })).toEqual([])
    expect(tagsToPurge("reservation-item.created", { teas: ["sencha"] })).toEqual([])
  })

  it("names the whole catalogue for the shop's scope and price lists", () => {
    expect(SCOPE_EVENTS).toEqual([
      "region.created",
      "region.updated",
      "region.deleted",
      "sales-channel.created",
      "sales-channel.updated",
      "sales-channel.deleted",
      "product-type.created",
      "product-type.updated",
      "product-type.deleted",
    ])
    // The pricing module's own names for them.
    const { PRICE_LIST_CREATED, PRICE_LIST_UPDATED, PRICE_LIST_DELETED, PRICE_LIST_RULE_CREATED, PRICE_LIST_RULE_UPDATED, PRICE_LIST_RULE_DELETED } = PricingEvents
    const { PRICE_CREATED, PRICE_UPDATED, PRICE_DELETED } = PricingEvents
    expect(PRICE_LIST_EVENTS).toEqual([
      ...[PRICE_LIST_CREATED, PRICE_LIST_UPDATED, PRICE_LIST_DELETED, PRICE_LIST_RULE_CREATED, PRICE_LIST_RULE_UPDATED, PRICE_LIST_RULE_DELETED],
      ...[PRICE_CREATED, PRICE_UPDATED, PRICE_DELETED],
      ...["pricing.price-preference.created", "pricing.price-preference.updated", "pricing.price-preference.deleted"],
    ])
    for (const event of [...SCOPE_EVENTS, ...PRICE_LIST_EVENTS]) {
      expect(tagsToPurge(event, { teas: ["sencha"], houses: ["kyoto-leaf"] })).toEqual(["catalogue"])
    }
  })

  it("names each tag once, and skips empty handles", () => {
    expect(tagsToPurge("product.updated", { teas: ["sencha", "sencha", "", undefined as unknown as string] })).toEqual([
      "listing",
      "tea:sencha",
    ])
    expect(tagsToPurge("product.deleted")).toEqual(["listing"])
  })

  it("names nothing for an event it does not know", () => {
    expect(tagsToPurge("order.placed", { teas: ["sencha"] })).toEqual([])
  })
})
