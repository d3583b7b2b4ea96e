import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { assertSoldInChannel } from "../../lib/checkout/channel-assortment"
import { type House, teaHouseProblem } from "../../lib/checkout/one-tea-house"
import type { CartWithCodes } from "../../lib/checkout/promotion-codes-in-force"
import { type StockLine, stockShortfall } from "../../lib/checkout/stock-shortfall"
import { completeCartWorkflow } from "../carts/complete-cart"

type Cart = CartWithCodes & {
  sales_channel_id?: string | null
  items?: ((StockLine & { product_id?: string | null; variant_id?: string | null }) | null)[] | null
  shipping_methods?: ({ name?: string | null; shipping_option_id?: string | null } | null)[] | null
}
type WithHouse = { id: string; seller_store?: House | null }

async function housesById(container: MedusaContainer, entity: "product" | "shipping_option", ids: string[]) {
  if (!ids.length) return new Map<string, WithHouse>()
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity, fields: ["id", "seller_store.id", "seller_store.name"], filters: { id: ids } })
  return new Map((data as WithHouse[]).map((record) => [record.id, record]))
}

const present = <T>(values: (T | null | undefined)[]): T[] => values.filter((value): value is T => value != null)

/**
 * What completion checks before the order is created (workflows/carts/complete-cart.ts; a workflow hook has one
 * handler, so every check lives here). Every tea must still be sold in the cart's channel (staff may have taken it
 * out since it was added). The storefront keeps one cart per tea house; this is the server's guard, as an order
 * belongs to one house (see subscribers/order-seller-store.ts). And a tea sold out since it was added is named
 * here, with a message a shopper can act on. (The codes the cart holds are checked before, by the workflow's
 * chargesNowStep, before the cart is priced again.) It runs on every completion, a retried one included,
 * before the payment is authorized, on the cart completion read.
 */
completeCartWorkflow.hooks.validate(async ({ cart: held }, { container }) => {
  const cart = held as Cart
  const items = present(cart.items ?? [])
  await assertSoldInChannel(container, cart.sales_channel_id, items.map((item) => item.variant_id))
  const methods = present(cart.shipping_methods ?? [])
  const [products, options] = await Promise.all([
    housesById(container, "product", present(items.map((item) => item.product_id))),
    housesById(container, "shipping_option", present(methods.map((method) => method.shipping_option_id))),
  ])
  const problem = teaHouseProblem({
    itemHouses: items.map((item) => (item.product_id ? products.get(item.product_id)?.seller_store : null)),
    shippingMethods: methods.map((method) => ({
      name: method.name ?? "",
      house: method.shipping_option_id ? options.get(method.shipping_option_id)?.seller_store : null,
    })),
  })
  if (problem) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, problem)
  const shortfall = stockShortfall(items, cart.sales_channel_id)
  if (shortfall) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, shortfall)
})
