import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CODES_ONLY_THROUGH_PROMOTIONS, codesNotHeld } from "../../../lib/checkout/promotion-code-guessing"

/**
 * Medusa also takes promotion codes when a cart is updated, where a code that does not apply would fail or
 * pass along with the rest of the change: on /store a new code goes only through the promotions route, where
 * guessing is slowed down (a new cart takes none: workflows/hooks/create-cart-validate.ts). Codes the cart
 * holds already may still be sent (or left out, to remove them) with an update. v1's contract takes new codes
 * with the update, behind the same slowing down on its route: its route says so (`allowed`).
 */
export const newCodesThroughPromotionsStep = createStep(
  "new-codes-through-promotions",
  async (input: { cart_id: string; promo_codes?: string[] | null; allowed?: boolean }, { container }) => {
    const requested = input.promo_codes ?? []
    if (input.allowed || requested.length === 0) return new StepResponse(undefined)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "cart", fields: ["promotions.code"], filters: { id: input.cart_id } })
    const held = ((data[0]?.promotions ?? []) as ({ code?: string | null } | null)[]).map((promotion) => promotion?.code).filter((code): code is string => !!code)
    if (codesNotHeld(requested, held).length > 0) throw new MedusaError(MedusaError.Types.INVALID_DATA, CODES_ONLY_THROUGH_PROMOTIONS)
    return new StepResponse(undefined)
  },
)
