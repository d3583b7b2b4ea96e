import { describe, expect, it } from "vitest"
import { refundIssuedEmail } from "./refund-issued"
import { testOrder } from "./test-order.fixture"

describe("refundIssuedEmail", () => {
  it("gives the amount in the payment's currency and the refund's date", async () => {
    const refund = { id: "ref_1", amount: 12.5, created_at: "2026-05-31T22:10:00.000Z" }
    const message = await refundIssuedEmail(testOrder(), refund, "eur", "http://shop.test")
    expect(message.subject).toBe("Refund of €12.50 for Leafline order #42")
    expect(message.text).toContain("On 31-05-2026 we refunded €12.50 for your order #42")
    expect(message.text).toContain(message.link)
  })

  it("writes yen without decimals", async () => {
    const refund = { id: "ref_2", amount: 1480, created_at: "2026-05-31T22:10:00.000Z" }
    const message = await refundIssuedEmail(testOrder({ currency_code: "jpy" }), refund, "jpy", "http://shop.test")
    expect(message.subject).toBe("Refund of ¥1,480 for Leafline order #42")
  })
})
