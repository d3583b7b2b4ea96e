import crypto from "node:crypto"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { holdAnswer } from "../../utils/hold-answer"

/**
 * A cart's answer to GET /store/carts/:id is kept until the cart is written to: the storefront reads every
 * cart of the shopper on each full page load, and Medusa builds the answer from some twenty statements.
 * Each write through the store API (a cart route other than GET, a payment collection or session) gives the
 * cart a new version, so what was kept for it is never read again. A write the store API does not see (a
 * payment provider's webhook completing a cart) is shown within ANSWER_TTL_SECONDS. The answers live in
 * Medusa's Cache Module, in Redis when the shop runs several processes, so every process forgets alike.
 */
const ANSWER_TTL_SECONDS = 60
const VERSION_TTL_SECONDS = 24 * 60 * 60

const cacheOf = (scope: MedusaContainer) => scope.resolve<ICacheService>(Modules.CACHE)
const versionKey = (cartId: string) => `cart-answer-version:${cartId}`

async function currentVersion(cache: ICacheService, cartId: string): Promise<string> {
  const version = await cache.get<string>(versionKey(cartId))
  if (version) return version
  const fresh = crypto.randomUUID()
  await cache.set(versionKey(cartId), fresh, VERSION_TTL_SECONDS)
  return fresh
}

/** The cart's kept answers are forgotten: they are kept under its version, which this replaces. */
export async function forgetCartAnswers(scope: MedusaContainer, cartId: string) {
  await cacheOf(scope).set(versionKey(cartId), crypto.randomUUID(), VERSION_TTL_SECONDS)
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
export async function keepCartAnswers(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const cartId = cartIdInPath(req)
  const cache = cacheOf(req.scope)
  const version = await currentVersion(cache, cartId)
  // The query as sent (fields) and what could change the answer's language.
  const asked = [req.originalUrl, req.get("x-medusa-locale") ?? "", req.get("accept-language") ?? ""].join("\n")
  const key = `cart-answer:${cartId}:${version}:${crypto.createHash("sha256").update(asked).digest("hex")}`
  const kept = await cache.get<string>(key)
  if (kept) {
    res.status(200).json(JSON.parse(kept))
    return
  }
  const answer = await holdAnswer(res, next)
  if (!answer) return
  if (answer.status === 200) await cache.set(key, JSON.stringify(answer.body), ANSWER_TTL_SECONDS)
  answer.send()
}
