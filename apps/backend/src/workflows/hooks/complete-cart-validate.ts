import { MedusaError } from "@medusajs/framework/utils"
import { assertReadTeasSoldInChannel, type VariantRow } from "../../lib/checkout/channel-assortment"
import { type House, teaHouseProblem } from "../../lib/checkout/one-tea-house"
import type { CartWithCodes } from "../../lib/checkout/promotion-codes-in-force"
import { type StockLine, stockShortfall } from "../../lib/checkout/stock-shortfall"
import { completeCartWorkflow } from "../carts/complete-cart"

type Cart = CartWithCodes & {
  sales_channel_id?: string | null
  items?: ((StockLine & { variant_id?: string | null; variant?: VariantRow | null; product?: { seller_store?: House | null } | null }) | null)[] | null
  shipping_methods?: ({ name?: string | null; shipping_option?: { seller_store?: House | null } | null } | null)[] | null
}

const present = <T>(values: (T | null | undefined)[]): T[] => values.filter((value): value is T => value != null)

/**
 * What completion checks before the order is created (workflows/carts/complete-cart.ts; a workflow hook has one
 * handler, so every check lives here). Every tea must still be sold in the cart's channel (staff may have taken it
 * out since it was added). The storefront keeps one cart per tea house; this is the server's guard, as an order
 * belongs to one house (see subscribers/order-seller-store.ts). And a tea sold out since it was added is named
 * here, with a message a shopper can act on. (The codes the cart holds are checked before, by the workflow's
 * chargesNowStep, before the cart is priced again.) It runs on every completion, a retried one included,
 * before the payment is authorized, on the cart completion read, which holds what they check (no read of their own).
 */
completeCartWorkflow.hooks.validate(async ({ cart: held }, { container }) => {
  const cart = held as Cart
  const items = present(cart.items ?? [])
  // The teas' channels and houses, and the shipping options' houses, come with the completion's one cart read
  // (COMPLETION_CART_FIELDS, workflows/carts/charge-changes-now.ts).
  await assertReadTeasSoldInChannel(container, cart.sales_channel_id, items.map((item) => (item.variant ? { ...item.variant, id: item.variant_id ?? item.variant.id } : null)))
  const methods = present(cart.shipping_methods ?? [])
  const problem = teaHouseProblem({
    itemHouses: items.map((item) => item.product?.seller_store),
    shippingMethods: methods.map((method) => ({ name: method.name ?? "", house: method.shipping_option?.seller_store })),
  })
  if (problem) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, problem)
  const shortfall = stockShortfall(items, cart.sales_channel_id)
  if (shortfall) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, shortfall)
})
