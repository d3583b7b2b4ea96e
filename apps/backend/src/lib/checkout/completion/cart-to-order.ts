import { Modules, OrderStatus } from "@medusajs/framework/utils"
import { prepareAdjustmentsData, prepareConfirmInventoryInput, prepareLineItemData, prepareTaxLinesData } from "@leafline/medusa-internals"

// What Medusa's completeCartWorkflow (core-flows 2.21.2, cart/workflows/complete-cart.js) makes of a cart, written
// out of its `transform`s so that our completion (workflows/carts/complete-cart.ts) places the same order. The
// oracle (integration-tests/http/completion-oracle.test.ts) holds the two to each other.

type Rec = Record<string, any>
export type CompletedCart = Rec & { id: string }

const adjustmentsOf = (lines: Rec[] | null | undefined): Rec[] => (lines ?? []).flatMap((line) => line?.adjustments ?? [])

/** The order to create from the cart (Medusa's `cartToOrder`). */
export function orderFromCart(cart: CompletedCart): Rec {
  const items = (cart.items ?? []).map((item: Rec) =>
    prepareLineItemData({
      item,
      variant: item.variant,
      cartId: cart.id,
      unitPrice: item.unit_price,
      isTaxInclusive: item.is_tax_inclusive,
      taxLines: item.tax_lines ?? [],
      adjustments: item.adjustments ?? [],
    }),
  )
  const shippingMethods = (cart.shipping_methods ?? []).map((method: Rec) => ({
    name: method.name,
    description: method.description,
    amount: method.raw_amount ?? method.amount,
    is_tax_inclusive: method.is_tax_inclusive,
    shipping_option_id: method.shipping_option_id,
    data: method.data,
    metadata: method.metadata,
    tax_lines: prepareTaxLinesData(method.tax_lines ?? []),
    adjustments: prepareAdjustmentsData(method.adjustments ?? []),
  }))
  const creditLines = (cart.credit_lines ?? []).map((line: Rec) => ({
    amount: line.amount,
    raw_amount: line.raw_amount,
    reference: line.reference,
    reference_id: line.reference_id,
    metadata: line.metadata,
  }))
  const promoCodes = [...adjustmentsOf(items), ...adjustmentsOf(shippingMethods)].map((adjustment) => adjustment.code).filter(Boolean)
  const address = (value: Rec | null | undefined) => {
    if (!value) return null
    const { id: _id, ...rest } = value
    return rest
  }
  return {
    region_id: cart.region?.id,
    customer_id: cart.customer?.id,
    sales_channel_id: cart.sales_channel_id,
    status: OrderStatus.PENDING,
    email: cart.email,
    currency_code: cart.currency_code,
    locale: cart.locale,
    shipping_address: address(cart.shipping_address),
    billing_address: address(cart.billing_address),
    no_notification: false,
    items,
    shipping_methods: shippingMethods,
    metadata: cart.metadata,
    promo_codes: promoCodes,
    credit_lines: creditLines,
  }
}

/** The stock to reserve for the order's lines, at the locations of the cart's channel (Medusa's `formatedInventoryItems`). */
export function reservationsFor(cart: CompletedCart, order: { items: Rec[] }): Rec {
  const variants = new Map<string, Rec>()
  for (const item of cart.items ?? []) variants.set(item.variant_id, item.variant)
  return prepareConfirmInventoryInput({
    input: {
      sales_channel_id: cart.sales_channel_id,
      variants: [...variants.values()],
      items: order.items.map((item) => ({ variant_id: item.variant_id, quantity: item.quantity, id: item.id })),
    },
  })
}

/** The promotions' uses the order registers: every discount on a line or a shipping method (Medusa's `promotionUsage`). */
export function promotionUsageOf(cart: CompletedCart) {
  return {
    computedActions: [...adjustmentsOf(cart.items), ...adjustmentsOf(cart.shipping_methods)].map((adjustment) => ({
      amount: adjustment.amount,
      code: adjustment.code,
    })),
    registrationContext: { customer_id: cart.customer?.id || null, customer_email: cart.email || null },
  }
}

/** The order's links to its cart, its promotions and its payment collection (Medusa's `linksToCreate`). */
export function orderLinksOf(cart: CompletedCart, orderId: string): Rec[] {
  const order = { [Modules.ORDER]: { order_id: orderId } }
  return [
    { ...order, [Modules.CART]: { cart_id: cart.id } },
    ...(cart.promotions ?? []).map((promotion: Rec) => ({ ...order, [Modules.PROMOTION]: { promotion_id: promotion.id } })),
    ...(cart.payment_collection?.id != null ? [{ ...order, [Modules.PAYMENT]: { payment_collection_id: cart.payment_collection.id } }] : []),
  ]
}

/** The order's transactions for what the payment captured at authorisation (Medusa's `orderTransactions`). */
export function captureTransactionsOf(payment: Rec | null | undefined, orderId: string): Rec[] {
  return (payment?.captures ?? []).map((capture: Rec) => ({
    order_id: orderId,
    amount: capture.raw_amount ?? capture.amount,
    currency_code: payment!.currency_code,
    reference: "capture",
    reference_id: capture.id,
  }))
}
