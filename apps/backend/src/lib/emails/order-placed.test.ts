import { describe, expect, it } from "vitest"
import { orderPlacedEmail } from "./order-placed"
import { testOrder } from "./test-order.fixture"

describe("orderPlacedEmail", () => {
  it("names the order, its house and its date (dd-mm-yyyy, UTC) in the subject and both bodies", async () => {
    const message = await orderPlacedEmail(testOrder(), "Kyoto Leaf", "http://shop.test")
    expect(message.subject).toBe("Your Leafline order #42 from Kyoto Leaf")
    for (const body of [message.text, message.html]) {
      expect(body).toContain("#42")
      expect(body).toContain("Kyoto Leaf")
      expect(body).toContain("04-03-2026")
    }
  })

  it("lists each line with its size, quantity, unit price and line total, then the totals, in the order's currency", async () => {
    const { text, html } = await orderPlacedEmail(testOrder(), "Kyoto Leaf", "http://shop.test")
    expect(text).toContain("2 × Sencha Fukamushi (50 g), €9.50 each: €19.00")
    expect(text).toContain("1 × Assam Gold (100 g), €12.25 each: €12.25")
    for (const line of ["Subtotal: €31.25", "Shipping: €4.90", "Discount: -€3.13", "Tax included: €2.15", "Total: €33.02"]) {
      expect(text).toContain(line)
    }
    expect(html).toContain("€33.02")
  })

  it("writes yen without decimals", async () => {
    const order = testOrder({
      currency_code: "jpy",
      items: [{ id: "l1", product_title: "Gyokuro", variant_title: "50 g", quantity: 3, unit_price: 1480, original_total: 4440 }],
      original_item_total: 4440,
      shipping_total: 600,
      discount_total: 0,
      tax_total: 373,
      total: 5040,
    })
    const { text } = await orderPlacedEmail(order, "Uji House", "http://shop.test")
    expect(text).toContain("3 × Gyokuro (50 g), ¥1,480 each: ¥4,440")
    expect(text).toContain("Total: ¥5,040")
    expect(text).toContain("Discount: ¥0")
    expect(text).not.toMatch(/¥[\d,]+\.\d/)
  })

  it("gives the shipping method and both addresses", async () => {
    const { text } = await orderPlacedEmail(testOrder(), "Kyoto Leaf", "http://shop.test")
    expect(text).toContain("Shipping method: Standard shipping")
    expect(text).toMatch(/Shipping address\s+Ann Tanaka\s+Teegasse 1\s+12345 Teestadt\s+Germany\n/)
    expect(text).toMatch(/Billing address\s+Ben Tanaka\s+Rechnungsweg 2/)
  })

  it("links a guest to the order lookup and a customer to the account's order", async () => {
    const guest = await orderPlacedEmail(testOrder(), "Kyoto Leaf", "http://shop.test")
    expect(guest.link).toBe("http://shop.test/order/lookup?order=42&email=ann%2Btea%40example.com")
    expect(guest.text).toContain(guest.link)
    expect(guest.html).toContain('href="http://shop.test/order/lookup?order=42&amp;email=ann%2Btea%40example.com"')

    const customer = await orderPlacedEmail(testOrder({ customer: { has_account: true } }), "Kyoto Leaf", "http://shop.test")
    expect(customer.link).toBe("http://shop.test/account/orders/order_01ABC")
    expect(customer.text).toContain(customer.link)
  })

  it("escapes what a shopper typed in the HTML body", async () => {
    const order = testOrder({ shipping_address: { first_name: "<script>x</script>", city: "A & B" } })
    const { html } = await orderPlacedEmail(order, "Kyoto Leaf", "http://shop.test")
    expect(html).not.toContain("<script>")
    expect(html).toContain("&lt;script&gt;")
  })
})
