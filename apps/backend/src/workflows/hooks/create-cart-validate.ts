import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { createCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertSoldInChannel } from "../../lib/checkout/channel-assortment"
import { assertWithinCartLimits, type CartLine } from "../../lib/checkout/cart-limits"
import { CODES_ONLY_THROUGH_PROMOTIONS } from "../../lib/checkout/promotion-code-guessing"
import { createCartOfTeasWorkflow } from "../carts/create-cart"

/**
 * A new cart takes no promotion code: a code that does not apply would fail or pass along with the rest of
 * the cart, so a new code goes only through POST /store/carts/:id/promotions (v1: the cart update), where
 * guessing is slowed down. Its items must be teas its sales channel (given, or the store's default) sells,
 * and no more lines or units than a cart may hold (each item is a line: a tea sent twice is one item
 * already, workflows/carts/create-cart.ts). The same for an empty cart, which our workflow makes with Medusa's steps.
 */
async function validateNewCart({ input, cart }: { input: unknown; cart: unknown }, { container }: { container: MedusaContainer }) {
  const codes = (input as { promo_codes?: unknown }).promo_codes
  if (Array.isArray(codes) && codes.length > 0) throw new MedusaError(MedusaError.Types.INVALID_DATA, CODES_ONLY_THROUGH_PROMOTIONS)
  const created = cart as { sales_channel_id?: string | null; items?: CartLine[] | null }
  const items = created.items ?? []
  assertWithinCartLimits(items)
  await assertSoldInChannel(container, created.sales_channel_id, items.map((item) => item.variant_id))
}

createCartWorkflow.hooks.validate(validateNewCart)
createCartOfTeasWorkflow.hooks.validate(validateNewCart)
