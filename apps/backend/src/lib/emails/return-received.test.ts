import { describe, expect, it } from "vitest"
import { returnReceivedEmail } from "./return-received"
import { testOrder } from "./test-order.fixture"

describe("returnReceivedEmail", () => {
  it("lists the lines received so far with their quantities", async () => {
    const orderReturn = {
      id: "ret_1",
      items: [
        { item_id: "ordli_1", quantity: 2, received_quantity: 1 },
        { item_id: "ordli_2", quantity: 1, received_quantity: 0 },
      ],
    }
    const message = await returnReceivedEmail(testOrder(), orderReturn, "http://shop.test")
    expect(message.subject).toBe("We received your return for Leafline order #42")
    expect(message.text).toContain("1 × Sencha Fukamushi (50 g)")
    expect(message.text).not.toContain("Assam")
    expect(message.text).toContain(message.link)
  })
})
