import type { EmailOrder } from "./order-for-email"

/** An order as Query reads it, for the email builders' tests. */
export function testOrder(overrides: Partial<EmailOrder> = {}): EmailOrder {
  const address = {
    first_name: "Ann",
    last_name: "Tanaka",
    address_1: "Teegasse 1",
    postal_code: "12345",
    city: "Teestadt",
    country_code: "de",
  }
  return {
    id: "order_01ABC",
    display_id: 42,
    email: "ann+tea@example.com",
    currency_code: "eur",
    created_at: "2026-03-04T23:30:00.000Z",
    customer: { has_account: false },
    items: [
      { id: "ordli_1", title: "50 g", product_title: "Sencha Fukamushi", variant_title: "50 g", quantity: 2, unit_price: 9.5, original_total: 19 },
      { id: "ordli_2", title: "100 g", product_title: "Assam Gold", variant_title: "100 g", quantity: 1, unit_price: 12.25, original_total: 12.25 },
    ],
    original_item_total: 31.25,
    shipping_total: 4.9,
    discount_total: 3.13,
    tax_total: 2.15,
    total: 33.02,
    shipping_address: address,
    billing_address: { ...address, first_name: "Ben", address_1: "Rechnungsweg 2" },
    shipping_methods: [{ name: "Standard shipping" }],
    ...overrides,
  }
}
