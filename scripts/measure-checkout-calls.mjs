#!/usr/bin/env node
// `node scripts/measure-checkout-calls.mjs [--stack <stack.json>] [--runs 6]`: how long each store API call
// of one shopper's checkout takes (one tea house, one shopper at a time), the median of `runs` checkouts
// after one that warms up, against a shop that is already running (default .data/stack.json). The calls are
// the bench's (scripts/lib/checkout-sequence.mjs). It places runs + 1 orders in that shop.
import { median } from "./lib/bench-stats.mjs"
import { checkoutScope } from "./lib/checkout-bench.mjs"
import { readRunningStack, stackFileFrom } from "./lib/running-stack.mjs"
import { storeCall } from "./lib/store-api.mjs"

const args = process.argv.slice(2)
const runs = Number(args.includes("--runs") ? args[args.indexOf("--runs") + 1] : "6")
const stack = readRunningStack(stackFileFrom(args), "measure-checkout-calls")
const scope = await checkoutScope(stack)

const { products } = await storeCall(stack, "GET", "/store/products?limit=100&order=handle&fields=id,variants.id")
const variants = products.filter((p) => p.store_id).flatMap((p) => p.variants.map((v) => v.id))

const times = new Map()
async function timed(name, run, count) {
  const started = performance.now()
  const answer = await run()
  if (count) times.set(name, [...(times.get(name) ?? []), performance.now() - started])
  return answer
}

const address = { first_name: "Bench", last_name: "Shopper", address_1: "Teestraße 1", city: "Hamburg", postal_code: "20095", country_code: scope.countryCode }
for (let run = 0; run <= runs; run++) {
  const count = run > 0
  const call = (name, method, route, body) => timed(name, () => storeCall(stack, method, route, body), count)
  const { cart } = await call("create", "POST", "/store/carts", { region_id: scope.regionId, sales_channel_id: scope.salesChannelId })
  const { cart: filled } = await call("add item", "POST", `/store/carts/${cart.id}/line-items`, { variant_id: variants[(run * 7) % variants.length], quantity: 1 })
  await call("email + addresses", "POST", `/store/carts/${cart.id}`, { email: "bench.shopper@example.com", shipping_address: address, billing_address: address })
  const { shipping_options } = await call("shipping options", "GET", `/store/shipping-options?cart_id=${cart.id}`)
  const option = shipping_options.find((o) => o.store_id === filled.items[0].store_id)
  await call("shipping method", "POST", `/store/carts/${cart.id}/shipping-methods`, { option_id: option.id })
  const { payment_collection } = await call("payment collection", "POST", "/store/payment-collections", { cart_id: cart.id })
  await call("payment session", "POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, { provider_id: "pp_system_default" })
  await call("cart retrieve", "GET", `/store/carts/${cart.id}`)
  const completed = await call("complete", "POST", `/store/carts/${cart.id}/complete`)
  if (completed.type !== "order") throw new Error(`cart ${cart.id} did not complete: ${completed.error?.message ?? completed.type}`)
}

let total = 0
for (const [name, values] of times) {
  total += median(values)
  console.log(`${name.padEnd(20)} ${String(Math.round(median(values))).padStart(5)} ms`)
}
console.log(`${"sum of medians".padEnd(20)} ${String(Math.round(total)).padStart(5)} ms  (median of ${runs} checkouts, one shopper)`)
