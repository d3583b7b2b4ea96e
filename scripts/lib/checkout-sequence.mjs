// One shopper's checkout through the store API, the calls the storefront makes (spec section 4: create,
// update, add a shipping method, payment, complete), one cart per tea house.
import { timedCall } from "./checkout-calls.mjs"
import { storeCall } from "./store-api.mjs"

const SHOPPER_ADDRESS = {
  first_name: "Bench",
  last_name: "Shopper",
  address_1: "Teestraße 1",
  city: "Hamburg",
  postal_code: "20095",
}

/**
 * A store call, timed under its name in `timings` (a list, or null for none); `route` names the route
 * without ids, for the per-call table.
 */
function timedStoreCall(stack, timings, call, routeName, method, route, body) {
  if (!timings) return storeCall(stack, method, route, body)
  return timedCall(timings, call, `${method} ${routeName}`, () => storeCall(stack, method, route, body))
}

/**
 * One house's cart, from creation to its payment session: ready to complete. Answers the cart's id and
 * house. Each call's time goes to `timings` when given.
 */
export async function readyCart(stack, scope, pick, timings = null) {
  const call = (name, routeName, method, route, body) => timedStoreCall(stack, timings, name, routeName, method, route, body)
  const { cart } = await call("create cart", "/store/carts", "POST", "/store/carts", { region_id: scope.regionId, sales_channel_id: scope.salesChannelId })
  const { cart: filled } = await call("add item", "/store/carts/:id/line-items", "POST", `/store/carts/${cart.id}/line-items`, { variant_id: pick.variantId, quantity: 1 })
  const address = { ...SHOPPER_ADDRESS, country_code: scope.countryCode }
  await call("email + addresses", "/store/carts/:id", "POST", `/store/carts/${cart.id}`, { email: "bench.shopper@example.com", shipping_address: address, billing_address: address })
  const { shipping_options } = await call("shipping options", "/store/shipping-options", "GET", `/store/shipping-options?cart_id=${cart.id}`)
  const houseId = filled.items[0].store_id
  const option = shipping_options.find((o) => o.store_id === houseId)
  if (!option) throw new Error(`no shipping option of tea house ${houseId} for ${scope.countryCode}`)
  await call("shipping method", "/store/carts/:id/shipping-methods", "POST", `/store/carts/${cart.id}/shipping-methods`, { option_id: option.id })
  const { payment_collection } = await call("payment collection", "/store/payment-collections", "POST", "/store/payment-collections", { cart_id: cart.id })
  await call("payment session", "/store/payment-collections/:id/payment-sessions", "POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, { provider_id: "pp_system_default" })
  return { cartId: cart.id, houseId }
}

/** One house's cart, from creation to its order; answers the order's id. */
async function checkoutCart(stack, scope, pick, timings) {
  const { cartId } = await readyCart(stack, scope, pick, timings)
  const completed = await timedStoreCall(stack, timings, "complete", "/store/carts/:id/complete", "POST", `/store/carts/${cartId}/complete`)
  if (completed.type !== "order") throw new Error(`cart ${cartId} did not complete: ${completed.error?.message ?? completed.type}`)
  return completed.order.id
}

/**
 * A shopper's whole checkout for a basket (one variant per house); the houses' carts go side by side, as
 * a browser would send them. Answers the time it took, each call's time (`calls`, timedCall's records), the
 * variants that became orders, and the first failure if any.
 */
export async function checkoutSequence(stack, scope, basket) {
  const calls = []
  const started = performance.now()
  const outcomes = await Promise.allSettled(basket.map((pick) => checkoutCart(stack, scope, pick, calls)))
  const ms = performance.now() - started
  const ordered = basket.filter((_, i) => outcomes[i].status === "fulfilled").map((pick) => pick.variantId)
  const failure = outcomes.find((o) => o.status === "rejected")
  return failure ? { ms, calls, ordered, error: failure.reason.message } : { ms, calls, ordered }
}
