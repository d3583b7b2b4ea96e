import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import {
  ONE_NEW_CODE_AT_A_TIME,
  codeNotAppliedMessage,
  codeOutcome,
  codesNotHeld,
  failedCodeName,
  promotionCodeThrottleKeys,
  requestedCodes,
  tooManyFailedCodesMessage,
} from "./promotion-code-guessing"
import { newCodeRefusal } from "./promotion-codes-in-force"
import { requestClient } from "../http/request-client"
import { failureCounts, underFailureCounts } from "../http/failure-counts"
import { holdAnswer } from "../http/hold-answer"
import { idInStorePath } from "../http/store-path"
import { heldPromotionCodes } from "./held-promotion-codes"

/**
 * POST /store/carts/:id/promotions, the one way to a new code (see lib/checkout/promotion-code-guessing.ts).
 * A request brings at most one code the cart does not hold, so that one request is one guess; once its
 * cart or its client has failed too often, it is a 429 with Retry-After before Medusa looks the code
 * up. Guesses sent side by side are counted one after another like any others. A code that ran its
 * course, is announced or is used up is refused here saying so (Medusa would answer 200 with a cart
 * without it), and counts as a failure as well.
 */
export const slowDownFailedPromotionCodes = slowDownFailedCodesOf((req) => requestedCodes(req.body))

/**
 * The same, for a route that names its codes otherwise (the v1 store API's `discounts: [{ code }]`):
 * `codesOf` reads the codes the request asks the cart to hold, or null when it names none.
 */
export function slowDownFailedCodesOf(codesOf: (req: MedusaRequest) => string[] | null) {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => slowDownFailedCodes(req, res, next, codesOf(req))
}

async function slowDownFailedCodes(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction, requested: string[] | null) {
  if (!requested) return next()
  const cartId = idInStorePath(req.path)
  const fresh = codesNotHeld(requested, await heldPromotionCodes(req, cartId))
  if (fresh.length === 0) return next()
  if (fresh.length > 1) throw new MedusaError(MedusaError.Types.INVALID_DATA, ONE_NEW_CODE_AT_A_TIME)
  const [code] = fresh

  const keys = promotionCodeThrottleKeys(cartId, requestClient(req))
  const throttle = {
    keys: [keys.cart, keys.client],
    tooManyMessage: tooManyFailedCodesMessage,
    bookkeeping: "Counting a promotion code that did not apply",
  }
  await underFailureCounts(req, res, throttle, async (turns) => {
    const refusal = await newCodeRefusal(req.scope, cartId, code)
    if (refusal) res.status(400).json({ type: "invalid_data", message: refusal })
    else {
      const answer = await holdAnswer(res, next)
      if (!answer) return
      const succeeded = answer.status >= 200 && answer.status < 300
      const outcome = codeOutcome(answer, code, succeeded ? await heldPromotionCodes(req, cartId) : null)
      if (outcome !== "not applied") return answer.send()
      answer.send({ status: 400, body: { type: "invalid_data", message: codeNotAppliedMessage(code) } })
    }
    await Promise.all(turns.map((turn) => failureCounts.fail(turn, failedCodeName(code))))
  })
}
