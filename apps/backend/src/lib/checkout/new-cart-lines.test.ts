import { describe, expect, it } from "vitest"
import { itemsAsLines, linesOfNewCart } from "./new-cart-lines"

describe("itemsAsLines", () => {
  it("sends each tea once, with the quantities summed, where it was first named", () => {
    expect(
      itemsAsLines([
        { variant_id: "v1", quantity: 1 },
        { variant_id: "v2", quantity: 2 },
        { variant_id: "v1", quantity: 3 },
      ]),
    ).toEqual([
      { variant_id: "v1", quantity: 4 },
      { variant_id: "v2", quantity: 2 },
    ])
  })

  it("joins items whose metadata are the same, none counting as empty", () => {
    expect(itemsAsLines([{ variant_id: "v1", quantity: 1, metadata: { gift: "yes" } }, { variant_id: "v1", quantity: 1, metadata: { gift: "yes" } }])).toEqual([
      { variant_id: "v1", quantity: 2, metadata: { gift: "yes" } },
    ])
    expect(itemsAsLines([{ variant_id: "v1", quantity: 1 }, { variant_id: "v1", quantity: 1, metadata: null }])).toEqual([{ variant_id: "v1", quantity: 2 }])
  })

  it("keeps apart what differs in anything but its quantity, so nothing sent is lost", () => {
    const apart = [
      { variant_id: "v1", quantity: 1 },
      { variant_id: "v1", quantity: 1, metadata: { gift: "yes" } },
      { variant_id: "v1", quantity: 1, unknown: true },
    ]
    expect(itemsAsLines(apart)).toEqual(apart)
  })

  it("leaves what is not an item for the validators", () => {
    const odd = [null, "v1", { variant_id: "v1", quantity: "2" }, { variant_id: "v1", quantity: 1.5 }, { variant_id: "v1", quantity: 1.5 }]
    expect(itemsAsLines(odd)).toEqual(odd)
  })

  it("does not change the items it was given", () => {
    const items = [{ variant_id: "v1", quantity: 1 }, { variant_id: "v1", quantity: 1 }]
    itemsAsLines(items)
    expect(items).toEqual([{ variant_id: "v1", quantity: 1 }, { variant_id: "v1", quantity: 1 }])
  })
})

describe("linesOfNewCart", () => {
  it("joins a tea sent twice once every quantity is whole", () => {
    expect(linesOfNewCart([{ variant_id: "v1", quantity: 1 }, { variant_id: "v1", quantity: 2 }])).toEqual([{ variant_id: "v1", quantity: 3 }])
  })

  it("names a fraction by its place as sent, before a tea sent twice is joined", () => {
    const sent = [{ variant_id: "v1", quantity: 1 }, { variant_id: "v1", quantity: 1 }, { variant_id: "v1", quantity: 0.5 }]
    expect(() => linesOfNewCart(sent)).toThrow("The quantity of items[2] must be a whole number of 1 or more, not 0.5")
  })
})
