#!/usr/bin/env node
// `node scripts/measure-place-order.mjs [--stack <stack.json>] [--runs 20]`: how long a shopper waits from
// clicking "Place order" to the confirmation page showing every order, for one tea house and for two, in
// Chromium against a shop that is already running (default .data/stack.json). Each run's carts are made
// ready through the store API first (the bench's checkout sequence up to the payment step), then the
// checkout is opened on its review step. It places runs × 3 orders in that shop.
import { chromium } from "playwright-core"
import { median, percentile } from "./lib/bench-stats.mjs"
import { checkoutScope } from "./lib/checkout-bench.mjs"
import { readyCarts } from "./lib/checkout-sequence.mjs"
import { readRunningStack, stackFileFrom } from "./lib/running-stack.mjs"
import { storeCall } from "./lib/store-api.mjs"

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const runs = Number(option("--runs", "20"))
const stack = readRunningStack(stackFileFrom(args), "measure-place-order")

/** Each house's variants, to buy a different one each run (no tea runs out). */
async function variantsByHouse() {
  const { products } = await storeCall(stack, "GET", "/store/products?limit=100&order=handle&fields=id,variants.id")
  const houses = new Map()
  for (const product of products) {
    if (!product.store_id) continue
    houses.set(product.store_id, [...(houses.get(product.store_id) ?? []), ...product.variants.map((v) => v.id)])
  }
  return [...houses.values()]
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
})
const scope = await checkoutScope(stack)
const houses = await variantsByHouse()
try {
  for (const houseCount of [1, 2]) {
    const times = []
    for (let run = 0; run <= runs; run++) {
      const picks = houses.slice(0, houseCount).map((variants) => ({ variantId: variants[run % variants.length] }))
      const carts = await readyCarts(stack, scope, picks)
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      await context.addInitScript((held) => localStorage.setItem("leafline_carts", held), JSON.stringify(Object.fromEntries(carts.map((c) => [c.houseId, c.cartId]))))
      const page = await context.newPage()
      await page.goto(`${stack.storefrontUrl}/checkout?step=review`)
      const place = page.getByTestId("place-order")
      await place.waitFor()
      await page.waitForFunction(() => !document.querySelector('[data-testid="place-order"]')?.hasAttribute("disabled"))
      const started = performance.now()
      await place.click()
      await page.waitForURL(/\/order\/confirmed/, { timeout: 60_000 })
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="placed-order"]').length === n, houseCount, { timeout: 60_000 })
      // The first run warms the pages up and is not counted.
      if (run > 0) times.push(performance.now() - started)
      await context.close()
    }
    const ms = (value) => `${Math.round(value)} ms`
    console.log(`${houseCount} tea house${houseCount > 1 ? "s" : ""}: place order → confirmation p50 ${ms(median(times))}, p95 ${ms(percentile(times, 95))} (${runs} runs)`)
  }
} finally {
  await browser.close()
}
