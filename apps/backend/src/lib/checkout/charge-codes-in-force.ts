import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { codeNoLongerAppliesMessage } from "./promotion-code-validity"
import { assertHeldCodesApply, cartWithCodes, heldCodeNoLongerApplying } from "./promotion-codes-in-force"
import { holdAnswer } from "../http/hold-answer"
import { idInStorePath } from "../http/store-path"

/** What Medusa's registerUsage throws when another order took what was left of a code's limit or budget. */
const USAGE_EXCEEDED = /^Promotion usage exceeds the (budget )?limit\.$/
const USED_UP_FALLBACK = "A promotion code in your cart has been used up. Remove it to place your order."

/**
 * Before an order is placed (and before the cart is priced again, which would drop such a code without
 * a word), a code the cart holds that has since expired, been switched off or used up is refused, named
 * (400): the cart keeps it, the shopper removes it and places the order. No payment is authorized and no
 * order written. complete-cart-validate.ts checks the same again inside completion.
 *
 * The last use of a code taken by two orders at once goes to one of them: Medusa 2.21.2's registerUsage
 * locks the budget's row and refuses the other, after which completion undoes the order it had begun,
 * before the payment is authorized. That refusal is told here in the shopper's words.
 */
export async function chargeCodesInForce(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const cartId = idInStorePath(req.path)
  const cart = await cartWithCodes(req.scope, cartId)
  if (!cart) return next()
  await assertHeldCodesApply(req.scope, cart)

  const answer = await holdAnswer(res, next)
  if (!answer) return
  const message = (answer.body as { message?: unknown } | null)?.message
  if (answer.status !== 400 || typeof message !== "string" || !USAGE_EXCEEDED.test(message)) return answer.send()
  const now = await cartWithCodes(req.scope, cartId)
  const found = now && (await heldCodeNoLongerApplying(req.scope, now))
  answer.send({ status: 400, body: { type: "not_allowed", message: found ? codeNoLongerAppliesMessage(found.code, found.problem) : USED_UP_FALLBACK } })
}
