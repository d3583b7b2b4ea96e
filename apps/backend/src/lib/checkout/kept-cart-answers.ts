import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CATALOGUE_ANSWERS, renewVersion } from "../cache/answer-versions"
import { evictableCache } from "../cache/evictable-cache"
import { holdAnswer } from "../http/hold-answer"
import { idInStorePath } from "../http/store-path"
import { answerKept } from "../cache/kept-answers"

/**
 * A cart's answer to GET /store/carts/:id is kept until the cart is written to: the storefront reads every
 * cart of the shopper on each full page load, and Medusa builds the answer from some twenty statements.
 * Each write through the store API (a cart route other than GET, a payment collection or session) gives the
 * cart a new version before its answer goes out, so what was kept for it is never read again, by any
 * process. A write the store API does not see (a payment provider's webhook completing a cart) is shown
 * within ANSWER_TTL_SECONDS.
 */
const ANSWER_TTL_SECONDS = 60

const versionKey = (cartId: string) => `cart:${cartId}`

/** The cart's kept answers are forgotten. */
export async function forgetCartAnswers(scope: MedusaContainer, cartId: string) {
  await renewVersion(evictableCache(scope), versionKey(cartId))
}

/**
 * Forgets the cart's kept answers once a write has been answered, before the answer goes out (`cartId` names
 * its cart; none, no cart): a caller that reads the cart next, from this process or any other, is then
 * sure to find the new version. Forgetting after the answer had gone would leave a moment in which a read
 * sent to another server process still finds the old version in the shared cache and answers with what it
 * kept before the write.
 */
export function forgetCartAnswersAfter(cartId: (req: MedusaRequest, res: MedusaResponse) => unknown) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const forget = async () => {
      const id = cartId(req, res)
      if (typeof id === "string" && id) await forgetCartAnswers(req.scope, id)
    }
    const held = await holdAnswer(res, next)
    // No JSON answer (the caller went away, or the route answered otherwise): forgotten all the same.
    if (!held) return forget().catch((error: Error) => warnNotForgotten(req, error))
    try {
      await forget()
    } catch (error) {
      // The write is made: its answer goes out, and the kept answers still expire within ANSWER_TTL_SECONDS.
      warnNotForgotten(req, error as Error)
    }
    held.send()
  }
}

function warnNotForgotten(req: MedusaRequest, error: Error) {
  req.scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER).warn(`A cart's kept answers could not be forgotten: ${error.message}`)
}

/**
 * GET /store/carts/:id: the kept answer for the same query when there is one, else Medusa's, kept. Runs
 * after the ownership check, so a kept answer reaches only those the cart's own answer would. Kept under
 * the catalogue's version too: a line's tea house (`store_id`, `store_name`) is read live from the
 * catalogue, so a change staff make there (announced to the storefront, by the worker's subscribers)
 * forgets the cart answers of every process as it does the product answers.
 */
export const keepCartAnswers = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) =>
  answerKept(req, res, next, { versionKeys: [versionKey(idInStorePath(req.path)), CATALOGUE_ANSWERS], ttlSeconds: ANSWER_TTL_SECONDS })
