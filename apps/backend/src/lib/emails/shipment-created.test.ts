import { describe, expect, it } from "vitest"
import { shipmentCreatedEmail } from "./shipment-created"
import { testOrder } from "./test-order.fixture"

describe("shipmentCreatedEmail", () => {
  const fulfillment = {
    id: "ful_1",
    items: [{ line_item_id: "ordli_1", title: "50 g", quantity: 2 }],
    labels: [{ tracking_number: "JP123456789", tracking_url: "https://track.example/JP123456789" }],
  }

  it("lists the parcel's lines by their tea and gives the tracking number and link", async () => {
    const message = await shipmentCreatedEmail(testOrder(), fulfillment, "http://shop.test")
    expect(message.subject).toBe("Your Leafline order #42 has shipped")
    expect(message.text).toContain("2 × Sencha Fukamushi (50 g)")
    expect(message.text).not.toContain("Assam")
    expect(message.text).toContain("Tracking number: JP123456789")
    expect(message.text).toContain("https://track.example/JP123456789")
    expect(message.html).toContain('href="https://track.example/JP123456789"')
    expect(message.link).toBe("http://shop.test/order/lookup?order=42&email=ann%2Btea%40example.com")
  })

  it("says so when the parcel has no tracking number", async () => {
    const { text } = await shipmentCreatedEmail(testOrder({ customer: { has_account: true } }), { ...fulfillment, labels: [] }, "http://shop.test")
    expect(text).toContain("This parcel has no tracking number.")
    expect(text).toContain("http://shop.test/account/orders/order_01ABC")
  })
})
