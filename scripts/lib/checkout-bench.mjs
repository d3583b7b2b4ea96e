// The checkout in the benchmark: whole shoppers' checkouts through the store API against a running stack,
// for one and for two tea houses, one shopper at a time and ten at once. Orders reserve stock, so the teas
// bought are topped up by exactly what the run will take first, and what it did not take is given back
// after: the catalogue's available stock is the same before and after a run.
import { callRunFigures, summariseCallRuns } from "./checkout-calls.mjs"
import { basketFor, pickBenchVariants, unitsByVariant } from "./checkout-plan.mjs"
import { checkoutSequence } from "./checkout-sequence.mjs"
import { loadRunFigures, summarise, summariseRuns } from "./bench-stats.mjs"
import { ORDERS_PER_RUN, PLACE_ORDER_ROW, placeOrderRun } from "./place-order-bench.mjs"
import { backendMeter, usedBetween } from "./backend-meter.mjs"
import { inPool } from "./pool.mjs"
import { adminApi, storeCall } from "./store-api.mjs"

export const CHECKOUT_CASES = [
  { houses: 1, shoppers: 1, sequences: 20 },
  { houses: 1, shoppers: 10, sequences: 50 },
  { houses: 2, shoppers: 1, sequences: 20 },
  { houses: 2, shoppers: 10, sequences: 50 },
]
const VARIANTS_PER_HOUSE = 5
// The seeded teas come first; a generated catalogue's (npm run load-teas) may have no stock.
const STOCK_PRODUCT_FIELDS = [
  "id",
  "handle",
  "seller_store.id",
  "variants.id",
  "variants.inventory_items.inventory_item_id",
  "variants.inventory_items.inventory.location_levels.location_id",
  "variants.inventory_items.inventory.location_levels.stocked_quantity",
  "variants.inventory_items.inventory.location_levels.reserved_quantity",
].join(",")

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`

/** The shop's default scope: the euro region, a country of it, the first (default) sales channel. */
export async function checkoutScope(stack) {
  const { regions } = await storeCall(stack, "GET", "/store/regions?fields=id,currency_code,*countries")
  const region = regions.find((r) => r.currency_code === "eur") ?? regions[0]
  const countries = region.countries.map((c) => c.iso_2)
  const { sales_channels } = await storeCall(stack, "GET", "/store/sales-channels")
  return { regionId: region.id, countryCode: countries.includes("de") ? "de" : countries[0], salesChannelId: sales_channels[0].id }
}

/** Changes a variant's stock at its location by `delta` units. */
async function adjustStock(admin, pick, delta) {
  const route = `/admin/inventory-items/${pick.inventoryItemId}/location-levels`
  const { inventory_levels } = await admin("GET", `${route}?location_id=${pick.locationId}&fields=location_id,stocked_quantity`)
  const level = inventory_levels.find((l) => l.location_id === pick.locationId)
  await admin("POST", `${route}/${pick.locationId}`, { stocked_quantity: level.stocked_quantity + delta })
}

/** Every basket the run will buy, fixed up front so that the stock can be topped up before it starts. */
function planRun(housePicks, runs) {
  let sequence = 0
  const baskets = (houses, count) => Array.from({ length: count }, () => basketFor(housePicks, sequence++, houses))
  return CHECKOUT_CASES.filter((c) => c.houses <= housePicks.length).map((c) => ({
    ...c,
    warmUp: baskets(c.houses, 1),
    runs: Array.from({ length: runs }, () => baskets(c.houses, c.sequences)),
  }))
}

/**
 * One run of a case: its figures, its calls' (metered one by one in the one-house, one-shopper case) and
 * what the back end used a checkout over the whole run (CPU ms and statements).
 */
async function measureRun(stack, scope, { houses, shoppers }, baskets, ordered, meter) {
  const callMeter = houses === 1 && shoppers === 1 ? meter : null
  const before = await meter.read()
  const started = performance.now()
  const outcomes = await inPool(baskets, shoppers, (basket) => checkoutSequence(stack, scope, basket, callMeter))
  const seconds = (performance.now() - started) / 1000
  const used = usedBetween(before, await meter.read())
  for (const outcome of outcomes) for (const variantId of outcome.ordered) ordered.set(variantId, (ordered.get(variantId) ?? 0) + 1)
  const failures = outcomes.filter((o) => o.error)
  const figures = loadRunFigures({ latencies: outcomes.filter((o) => !o.error).map((o) => o.ms), durationSeconds: seconds, errors: failures.length })
  return {
    figures,
    calls: callRunFigures(outcomes.flatMap((o) => o.calls)),
    cpuMsPerCheckout: used.cpuMs / baskets.length,
    statementsPerCheckout: used.statements === null ? Number.NaN : used.statements / baskets.length,
    firstError: failures[0]?.error,
  }
}

/**
 * Guests in Chromium buying the tea of the first house's first pick, `ORDERS_PER_RUN` a run: "Place order"
 * to the confirmation, as a row like the others. Each order's units are put back in stock after it.
 */
async function benchPlaceOrder(stack, admin, products, housePicks, runs, log) {
  const tea = products.find((product) => product.variants.some((variant) => variant.id === housePicks[0][0].variantId))
  const stock = new Map(pickBenchVariants(products, Infinity).flat().map((pick) => [pick.variantId, pick]))
  const measured = []
  for (let i = 0; i < runs; i++) {
    const run = await placeOrderRun(stack, tea.handle)
    for (const id of run.orderIds) {
      // Each guest adds one unit of the tea.
      const { order } = await admin("GET", `/admin/orders/${id}?fields=items.variant_id`)
      for (const item of order.items) await adjustStock(admin, stock.get(item.variant_id), 1)
    }
    measured.push(run)
  }
  const summary = summariseRuns(measured.map((m) => ({ ...m.figures, non2xx: 0 })))
  const firstError = measured.find((m) => m.firstError)?.firstError
  log(`${PLACE_ORDER_ROW}: p50 ${Math.round(summary.p50.median)} ms, p95 ${Math.round(summary.p95.median)} ms${firstError ? `; failed: ${firstError}` : ""}`)
  return { name: PLACE_ORDER_ROW, houses: 1, shoppers: 1, sequences: ORDERS_PER_RUN, ...summary, ...(firstError ? { firstError } : {}) }
}

/**
 * Measures the checkout cases against a running stack (its stack.json description); answers one row per
 * case, each figure summarised over `runs` runs like the other load figures (req/s: whole checkouts a
 * second; p50/p95/p99: one shopper's whole sequence, ms), with `calls`: each store call of the sequence,
 * its count and p50/p95 (ms) over the case's sequences, summarised over the runs the same way.
 */
export async function benchCheckout(stack, { runs = 1, log = () => {} } = {}) {
  const scope = await checkoutScope(stack)
  const admin = await adminApi(stack)
  const { products } = await admin("GET", `/admin/products?limit=100&order=created_at&fields=${STOCK_PRODUCT_FIELDS}`)
  const housePicks = pickBenchVariants(products, VARIANTS_PER_HOUSE)
  if (!housePicks.length) throw new Error("no tea with stock to check out")
  const plan = planRun(housePicks, runs)
  const picks = new Map(housePicks.flat().map((pick) => [pick.variantId, pick]))
  const planned = unitsByVariant(plan.flatMap((c) => [...c.warmUp, ...c.runs.flat()]))
  const ordered = new Map()
  for (const [variantId, units] of planned) await adjustStock(admin, picks.get(variantId), units)
  const meter = await backendMeter(stack)
  const rows = []
  try {
    for (const c of plan) {
      const name = `checkout ${plural(c.houses, "house")}, ${plural(c.shoppers, "shopper")}`
      await measureRun(stack, scope, { houses: c.houses, shoppers: 1 }, c.warmUp, ordered, meter)
      const measured = []
      for (const baskets of c.runs) measured.push(await measureRun(stack, scope, c, baskets, ordered, meter))
      const summary = summariseRuns(measured.map((m) => ({ ...m.figures, non2xx: 0 })))
      const cpuMsPerCheckout = summarise(measured.map((m) => m.cpuMsPerCheckout))
      const statementsPerCheckout = summarise(measured.map((m) => m.statementsPerCheckout))
      const firstError = measured.find((m) => m.firstError)?.firstError
      log(
        `${name}: p50 ${Math.round(summary.p50.median)} ms, p95 ${Math.round(summary.p95.median)} ms; a checkout: back-end CPU ${Math.round(cpuMsPerCheckout.median)} ms, ` +
          `${Math.round(statementsPerCheckout.median)} statements${firstError ? `; failed: ${firstError}` : ""}`,
      )
      const calls = summariseCallRuns(measured.map((m) => m.calls))
      rows.push({ name, houses: c.houses, shoppers: c.shoppers, sequences: c.sequences, ...summary, cpuMsPerCheckout, statementsPerCheckout, calls, ...(firstError ? { firstError } : {}) })
    }
    rows.push(await benchPlaceOrder(stack, admin, products, housePicks, runs, log))
  } finally {
    await meter.close()
    for (const [variantId, units] of planned) {
      const untaken = units - (ordered.get(variantId) ?? 0)
      if (untaken) await adjustStock(admin, picks.get(variantId), -untaken)
    }
  }
  if (plan.length < CHECKOUT_CASES.length) log(`only ${housePicks.length} tea house has stock: the two-house cases are left out`)
  return rows
}
