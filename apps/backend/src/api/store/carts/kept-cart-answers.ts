import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { answerCache, renewVersion } from "../../../lib/cache/answer-versions"
import { answerKept } from "../../utils/kept-answers"

/**
 * A cart's answer to GET /store/carts/:id is kept until the cart is written to: the storefront reads every
 * cart of the shopper on each full page load, and Medusa builds the answer from some twenty statements.
 * Each write through the store API (a cart route other than GET, a payment collection or session) gives the
 * cart a new version, so what was kept for it is never read again. A write the store API does not see (a
 * payment provider's webhook completing a cart) is shown within ANSWER_TTL_SECONDS.
 */
const ANSWER_TTL_SECONDS = 60

const versionKey = (cartId: string) => `cart:${cartId}`

/** The cart's kept answers are forgotten. */
export async function forgetCartAnswers(scope: MedusaContainer, cartId: string) {
  await renewVersion(answerCache(scope), versionKey(cartId))
}

/** Forgets the cart's kept answers once a write has been answered (`cartId` names its cart; none, no cart). */
export function forgetCartAnswersAfter(cartId: (req: MedusaRequest, res: MedusaResponse) => unknown) {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    // `close` follows `finish`, and also comes when the caller went away before the answer.
    res.once("close", () => {
      const id = cartId(req, res)
      if (typeof id === "string" && id) void forgetCartAnswers(req.scope, id)
    })
    next()
  }
}

/** The id in /store/carts/:id/..., as the cart routes name it. */
export const cartIdInPath = (req: MedusaRequest) => decodeURIComponent(req.path.split("/")[3] ?? "")

/**
 * GET /store/carts/:id: the kept answer for the same query when there is one, else Medusa's, kept. Runs
 * after the ownership check, so a kept answer reaches only those the cart's own answer would.
 */
export const keepCartAnswers = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) =>
  answerKept(req, res, next, { versionKey: versionKey(cartIdInPath(req)), ttlSeconds: ANSWER_TTL_SECONDS })
