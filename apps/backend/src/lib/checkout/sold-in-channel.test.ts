import { describe, expect, it } from "vitest"
import { notSoldMessage, teasNotSoldIn } from "./sold-in-channel"

const jasmine = { title: "Jasmine Pearls", salesChannelIds: ["sc_consumer"] }
const sencha = { title: "Sencha", salesChannelIds: ["sc_consumer", "sc_wholesale"] }
const puerh = { title: "Pu-erh", salesChannelIds: [] }

describe("teasNotSoldIn", () => {
  it("names the teas whose product is not in the channel, each once, in cart order", () => {
    expect(teasNotSoldIn([jasmine, sencha, puerh, jasmine], "sc_wholesale")).toEqual(["Jasmine Pearls", "Pu-erh"])
  })

  it("is empty when the channel sells every tea, or the cart is empty", () => {
    expect(teasNotSoldIn([jasmine, sencha], "sc_consumer")).toEqual([])
    expect(teasNotSoldIn([], "sc_wholesale")).toEqual([])
  })
})

describe("notSoldMessage", () => {
  it("names one tea and the channel", () => {
    expect(notSoldMessage(["Jasmine Pearls"], "Wholesale")).toBe("Jasmine Pearls is not sold in Wholesale")
  })

  it("lists several teas", () => {
    expect(notSoldMessage(["Jasmine Pearls", "Pu-erh"], "Wholesale")).toBe("Jasmine Pearls and Pu-erh are not sold in Wholesale")
    expect(notSoldMessage(["A", "B", "C"], "Wholesale")).toBe("A, B and C are not sold in Wholesale")
  })

  it("is null when every tea is sold", () => {
    expect(notSoldMessage([], "Wholesale")).toBeNull()
  })
})
