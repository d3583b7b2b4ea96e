import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { assertSoldInChannel } from "../../../lib/checkout/channel-assortment"
import { assertWithinCartLimits, type CartLine, linesAfterAdding } from "../../../lib/checkout/cart-limits"
import { assertWholeQuantitiesToAdd } from "../../../lib/checkout/whole-quantities"

type Input = { cart: { sales_channel_id?: string | null; items?: (CartLine | null)[] | null }; items: CartLine[] }

/**
 * The rules of teas added to a cart, from the cart as read under its lock: whole units, only teas the cart's sales
 * channel sells, and no more lines or units than a cart may then hold. Medusa's validators take any quantity above 0
 * and the cart would round it: 1.5 is refused here, on /store and /v1/store alike.
 */
export const addedTeasRulesStep = createStep("added-teas-rules", async ({ cart, items }: Input, { container }) => {
  assertWholeQuantitiesToAdd(items)
  const lines = (cart.items ?? []).filter((line): line is CartLine => !!line)
  assertWithinCartLimits(linesAfterAdding(lines, items))
  await assertSoldInChannel(container, cart.sales_channel_id, items.map((item) => item.variant_id))
  return new StepResponse(undefined)
})
