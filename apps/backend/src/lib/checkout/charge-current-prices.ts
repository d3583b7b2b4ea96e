import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { chargedAmountChanged, pricesChangedMessage } from "./price-change"
import { idInStorePath } from "../http/store-path"
import { isLockTimeout } from "../locking/lock-timeout"
import type { RepricedCart } from "./charge-changes"

/** workflows/carts/reprice-cart.ts, which prices a cart again as the shop prices it now. */
export type RepriceCart = (scope: MedusaContainer) => { run(args: { input: { cart_id: string } }): Promise<{ result: RepricedCart }> }

/**
 * Before Medusa completes a cart, it is priced as the shop prices it now. When that changes what the
 * shopper pays, the order is not placed: the answer (422, so no client retries it unseen, as it would a
 * 409) names the new total, the cart holds the new prices, and placing the order again charges them.
 */
export const chargeCurrentPrices = (repriceCartWorkflow: RepriceCart) => async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
  const cartId = idInStorePath(req.path)
  let repriced
  try {
    ;({ result: repriced } = await repriceCartWorkflow(req.scope).run({ input: { cart_id: cartId } }))
  } catch (error) {
    // Another request holds the cart (most likely completing it): retrying answers with its order.
    if (isLockTimeout(error)) throw new MedusaError(MedusaError.Types.CONFLICT, "Cart is already being completed by another request")
    throw error
  }
  const { open, currency_code, total_before, total_after, changes } = repriced
  if (changes.length) req.scope.resolve("logger").info(`Cart ${cartId} repriced at completion: ${changes.join("; ")}`)
  if (!open || !chargedAmountChanged(total_before, total_after, currency_code)) return next()
  res.status(422).json({
    type: "prices_changed",
    message: pricesChangedMessage(total_after, currency_code),
    total: total_after,
    currency_code,
  })
}
