// One shopper's checkout through the store API, exactly the calls the storefront makes, with the fields it
// asks for (@leafline/store-fields, the one definition both import), in its order: the cart context keeps an
// empty cart ready (made once the page has settled), which takes the first house's tea, and creates each
// further house's cart holding its tea, one after another; the address step writes every cart at once; each
// house's shipping options are asked for at once and a method is chosen per house; the payment step reads the
// region's providers, then opens a session and reads the cart again, cart by cart; "Place order" completes
// every cart at once, each answering with its order as the confirmation page shows it (the page reads an
// order again only after a reload). Each call is timed under its name.
import { CART_FIELDS, COMPLETION_FIELDS, PAYMENT_COLLECTION_FIELDS, SHIPPING_OPTION_FIELDS } from "@leafline/store-fields"
import { timedCall } from "./checkout-calls.mjs"
import { storeCall } from "./store-api.mjs"

const SHOPPER_ADDRESS = {
  first_name: "Bench",
  last_name: "Shopper",
  address_1: "Teestraße 1",
  city: "Hamburg",
  postal_code: "20095",
}
// 'Test payment', Medusa's manual provider: what the bench's shopper picks.
const TEST_PAYMENT = "pp_system_default"

/** A route with its query, as the storefront's store client sends it. */
const withQuery = (route, query) => `${route}?${new URLSearchParams(query)}`

/**
 * A shopper's store calls, each timed under its name in `timings` (a list, or null for none), and metered
 * with `meter` when there is one; `routeName` is the route without ids, for the per-call table.
 */
function shopperCalls(stack, timings, meter) {
  return (name, method, routeName, route, body) => {
    const run = () => storeCall(stack, method, route, body)
    return timings ? timedCall(timings, name, `${method} ${routeName}`, run, meter) : run()
  }
}

/**
 * The shopper's carts, one per variant of the basket (one variant per tea house), from creation to a
 * payment session: ready to complete. Answers each cart's id and house, in the basket's order.
 */
export async function readyCarts(stack, scope, basket, timings = null, meter = null) {
  const call = shopperCalls(stack, timings, meter)
  const cartCall = (name, routeName, route, body, method = "POST") => call(name, method, routeName, withQuery(route, { fields: CART_FIELDS }), body)
  const cartScope = { region_id: scope.regionId, sales_channel_id: scope.salesChannelId }
  const addToEmptyCart = async (item) => {
    const { cart } = await cartCall("create cart", "/store/carts", "/store/carts", cartScope)
    return cartCall("add item", "/store/carts/:id/line-items", `/store/carts/${cart.id}/line-items`, item)
  }
  const createCartWithTea = (item) => cartCall("create cart with tea", "/store/carts", "/store/carts", { ...cartScope, items: [item] })
  const carts = []
  for (const [i, pick] of basket.entries()) {
    const item = { variant_id: pick.variantId, quantity: 1 }
    const { cart: filled } = await (i === 0 ? addToEmptyCart(item) : createCartWithTea(item))
    const houseId = filled.items[0].store_id
    if (!houseId) throw new Error(`the cart's line has no tea house (store_id) with the storefront's fields`)
    carts.push({ cartId: filled.id, houseId })
  }
  const address = { ...SHOPPER_ADDRESS, country_code: scope.countryCode }
  const update = { email: "bench.shopper@example.com", shipping_address: address, billing_address: address }
  await Promise.all(carts.map((c) => cartCall("email + addresses", "/store/carts/:id", `/store/carts/${c.cartId}`, update)))
  const options = await Promise.all(
    carts.map((c) =>
      call("shipping options", "GET", "/store/shipping-options", withQuery("/store/shipping-options", { cart_id: c.cartId, fields: SHIPPING_OPTION_FIELDS })),
    ),
  )
  for (const [i, c] of carts.entries()) {
    // The storefront offers the house's options with a price in the cart's currency; the bench takes the first.
    const option = options[i].shipping_options.find((o) => o.calculated_price?.calculated_amount != null)
    if (!option) throw new Error(`no shipping option of tea house ${c.houseId} for ${scope.countryCode}`)
    await cartCall("shipping method", "/store/carts/:id/shipping-methods", `/store/carts/${c.cartId}/shipping-methods`, { option_id: option.id })
  }
  const { payment_providers } = await call("payment providers", "GET", "/store/payment-providers", withQuery("/store/payment-providers", { region_id: scope.regionId }))
  if (!payment_providers.some((p) => p.id === TEST_PAYMENT)) throw new Error(`the region offers no ${TEST_PAYMENT}`)
  const paymentQuery = { fields: PAYMENT_COLLECTION_FIELDS }
  for (const c of carts) {
    const { payment_collection } = await call("payment collection", "POST", "/store/payment-collections", withQuery("/store/payment-collections", paymentQuery), { cart_id: c.cartId })
    const sessionRoute = withQuery(`/store/payment-collections/${payment_collection.id}/payment-sessions`, paymentQuery)
    await call("payment session", "POST", "/store/payment-collections/:id/payment-sessions", sessionRoute, { provider_id: TEST_PAYMENT })
    await cartCall("cart after payment", "/store/carts/:id", `/store/carts/${c.cartId}`, undefined, "GET")
  }
  return carts
}

/**
 * A shopper's whole checkout for a basket (one variant per house), the storefront's calls in its order.
 * Answers the time it took, each call's time (`calls`, timedCall's records), the variants that became
 * orders, and the first failure if any. A `meter` reads each call's statements and CPU: for a one-house
 * basket only, whose calls go one at a time (a second house's calls overlap the first's).
 */
export async function checkoutSequence(stack, scope, basket, meter = null) {
  if (meter && basket.length > 1) throw new Error("a meter reads calls one at a time: one house only")
  const calls = []
  const call = shopperCalls(stack, calls, meter)
  const started = performance.now()
  // Until the carts are completed, none is an order; a failure before that fails every one.
  let outcomes = basket.map(() => ({ status: "rejected" }))
  let failure = null
  try {
    const carts = await readyCarts(stack, scope, basket, calls, meter)
    outcomes = await Promise.allSettled(
      carts.map(async (c) => {
        const completed = await call("complete", "POST", "/store/carts/:id/complete", withQuery(`/store/carts/${c.cartId}/complete`, { fields: COMPLETION_FIELDS }))
        if (completed.type !== "order") throw new Error(`cart ${c.cartId} did not complete: ${completed.error?.message ?? completed.type}`)
        if (!completed.order.items?.every((item) => item.store_id)) throw new Error(`the order of cart ${c.cartId} has a line without its tea house`)
        return completed.order.id
      }),
    )
  } catch (error) {
    failure = error
  }
  const ms = performance.now() - started
  const ordered = basket.filter((_, i) => outcomes[i].status === "fulfilled").map((pick) => pick.variantId)
  failure ??= outcomes.find((o) => o.status === "rejected")?.reason
  return failure ? { ms, calls, ordered, error: failure.message } : { ms, calls, ordered }
}
