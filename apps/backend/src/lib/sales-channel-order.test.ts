import { afterEach, describe, expect, it } from "vitest"
import { defaultSalesChannelName, orderSalesChannels } from "./sales-channel-order"

const channel = (id: string, name: string) => ({ id, name })

describe("orderSalesChannels", () => {
  it("puts the default channel first and the others by name", () => {
    const channels = [channel("sc_3", "Wholesale"), channel("sc_2", "Cafés"), channel("sc_1", "Consumer")]
    expect(orderSalesChannels(channels, "Consumer").map((c) => c.name)).toEqual(["Consumer", "Cafés", "Wholesale"])
  })

  it("puts whichever channel is named the default first", () => {
    const channels = [channel("sc_1", "Consumer"), channel("sc_2", "Wholesale")]
    expect(orderSalesChannels(channels, "Wholesale").map((c) => c.name)).toEqual(["Wholesale", "Consumer"])
  })

  it("sorts by name alone when no channel has the default's name", () => {
    const channels = [channel("sc_1", "Wholesale"), channel("sc_2", "Consumer")]
    expect(orderSalesChannels(channels, "Retail").map((c) => c.name)).toEqual(["Consumer", "Wholesale"])
  })

  it("leaves its input as it was", () => {
    const channels = [channel("sc_1", "Wholesale"), channel("sc_2", "Consumer")]
    orderSalesChannels(channels, "Consumer")
    expect(channels.map((c) => c.id)).toEqual(["sc_1", "sc_2"])
  })
})

describe("defaultSalesChannelName", () => {
  const saved = process.env.LEAFLINE_DEFAULT_SALES_CHANNEL
  afterEach(() => {
    if (saved === undefined) delete process.env.LEAFLINE_DEFAULT_SALES_CHANNEL
    else process.env.LEAFLINE_DEFAULT_SALES_CHANNEL = saved
  })

  it("is Consumer unless LEAFLINE_DEFAULT_SALES_CHANNEL says otherwise", () => {
    delete process.env.LEAFLINE_DEFAULT_SALES_CHANNEL
    expect(defaultSalesChannelName()).toBe("Consumer")
    process.env.LEAFLINE_DEFAULT_SALES_CHANNEL = "Wholesale"
    expect(defaultSalesChannelName()).toBe("Wholesale")
  })
})
