import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CATALOGUE_ANSWERS } from "./answer-versions"
import { answerKept } from "./kept-answers"

/**
 * Guests' answers of GET /store/products and /store/products/:id are kept until the catalogue changes: the
 * version is renewed with every change the storefront is told of (lib/storefront/notify-storefront.ts),
 * before it is told, so the pages it renders again read the change. What no such change announces (a tax
 * rate, a price list that starts by the clock) shows within ANSWER_TTL_SECONDS. Not kept: a signed-in
 * customer's (group prices), and answers with stock levels, which change with every order.
 */
const ANSWER_TTL_SECONDS = 60

const isGuest = (req: MedusaRequest) => !req.get("authorization") && !req.get("cookie")
const asksForStock = (req: MedusaRequest) => /inventory/i.test(String(req.query.fields ?? ""))

export function keepProductAnswers(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!isGuest(req) || asksForStock(req)) return next()
  // The publishable key names the sales channels whose teas the answer holds.
  return answerKept(req, res, next, { versionKeys: [CATALOGUE_ANSWERS], ttlSeconds: ANSWER_TTL_SECONDS, extra: [req.get("x-publishable-api-key") ?? ""] })
}
