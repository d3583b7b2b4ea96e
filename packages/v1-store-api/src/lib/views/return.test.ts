import { describe, expect, it } from "vitest"
import { toV1Return } from "./return"

describe("v1 return", () => {
  it("answers v2's return in v1's shape, amounts in minor units, no stock location", () => {
    const answer = toV1Return({
      id: "return_1",
      status: "requested",
      order_id: "order_1",
      refund_amount: 1480,
      order: { currency_code: "jpy" },
      items: [{ item_id: "ordli_1", quantity: "2", received_quantity: 0, reason_id: "rr_1", note: null, reason: { id: "rr_1", label: "Damaged" } }],
      shipping_methods: [null, { id: "ordsm_1", name: "Return by post", amount: 0, shipping_option_id: "so_1" }],
    })
    expect(answer).toMatchObject({ id: "return_1", status: "requested", refund_amount: 1480, location_id: null, swap_id: null })
    expect(answer.items).toEqual([
      {
        return_id: "return_1",
        item_id: "ordli_1",
        quantity: 2,
        is_requested: true,
        requested_quantity: 2,
        received_quantity: null,
        reason_id: "rr_1",
        note: null,
        reason: { id: "rr_1", label: "Damaged" },
      },
    ])
    expect(answer.shipping_method).toEqual({ id: "ordsm_1", return_id: "return_1", shipping_option_id: "so_1", name: "Return by post", price: 0 })
    expect(toV1Return({ id: "return_2", status: "received", order_id: "o", refund_amount: 12.9, order: { currency_code: "eur" } }).refund_amount).toBe(1290)
  })
})
