import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { CODES_ONLY_THROUGH_PROMOTIONS, codesNotHeld, requestedCodes } from "./promotion-code-guessing"
import { idInStorePath } from "../http/store-path"
import { heldPromotionCodes } from "./held-promotion-codes"

/**
 * Medusa also takes promotion codes when a cart is updated, where a code that does not apply would fail or
 * pass along with the rest of the change: on /store a new code goes only through the promotions route, where
 * guessing is slowed down (a new cart takes none: workflows/hooks/create-cart-validate.ts). Codes the cart
 * holds already may still be sent (or left out, to remove them) with an update.
 */
export async function cartUpdateWithoutNewCodes(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const requested = requestedCodes(req.body)
  if (requested && requested.length > 0) {
    const held = await heldPromotionCodes(req, idInStorePath(req.path))
    if (codesNotHeld(requested, held).length > 0) throw new MedusaError(MedusaError.Types.INVALID_DATA, CODES_ONLY_THROUGH_PROMOTIONS)
  }
  next()
}
