#!/usr/bin/env node
// `npm run bench [-- --products N] [--only pages,api,checkout,lighthouse] [--quick] [--cluster]`: starts the
// shop as `npm start` does, in its own data folder and ports, one process of each (no Redis), warms it up,
// measures, stops it, prints a table and writes the figures to bench/results/latest.json (and a dated copy).
// `--cluster` then does the same with the multi-process shop (Redis, a server per core, a worker, two
// storefronts behind Node's cluster module) on the same data folder, for rows side by side in one run.
// Every figure is the median of several runs with its spread (min–max): the machine is shared and noisy.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { CART_FIELDS } from "@leafline/store-fields"
import autocannon from "autocannon"
import { formatFigure, loadRunFigures, parseBenchArgs, summarise, summariseRuns } from "./lib/bench-stats.mjs"
import { CHECKOUT_TABLE_NOTE, checkoutCallTables, loadTable } from "./lib/bench-table.mjs"
import { benchCheckout } from "./lib/checkout-bench.mjs"
import { ROOT } from "./lib/config.mjs"
import { lighthouseRun } from "./lib/lighthouse-run.mjs"
import { measureFirstLoad } from "./lib/first-load-js.mjs"
import { samplePeakMemory } from "./lib/process-memory.mjs"
import { FIRST_ANSWER_KINDS } from "./lib/first-answers.mjs"
import { BROWSER_HEADERS, startSearchFlood } from "./lib/search-flood.mjs"
import { startStack, stopStack } from "./lib/stack-process.mjs"
import { storeCall } from "./lib/store-api.mjs"

const CONNECTIONS = 10
const FIRST_RENDERS_PER_SECOND = 4

let options
try {
  options = parseBenchArgs(process.argv.slice(2))
} catch (error) {
  console.error(`bench: ${error.message}`)
  process.exit(2)
}
const runs = options.quick ? 1 : 3
const seconds = options.quick ? 3 : 10
const lighthouseRuns = options.quick ? 1 : 3

const BENCH_ENV = {
  // A catalogue of N teas takes long to load (about 4 teas/s): each size keeps its own data folder.
  LEAFLINE_DATA_DIR: path.join(ROOT, options.products ? `.data-bench-${options.products}` : ".data-bench"),
  // Another worktree's bench on the same machine sets its own ports.
  BACKEND_PORT: process.env.LEAFLINE_BENCH_BACKEND_PORT ?? "9200",
  STOREFRONT_PORT: process.env.LEAFLINE_BENCH_STOREFRONT_PORT ?? "8200",
  LEAFLINE_POSTGRES_PORT: process.env.LEAFLINE_BENCH_POSTGRES_PORT ?? "54349",
  LEAFLINE_REDIS_PORT: process.env.LEAFLINE_BENCH_REDIS_PORT ?? "6349",
  LEAFLINE_QUIET: "1",
}

/** The shops a run measures, one after the other: [label, environment]. */
const SHOPS = [
  ["1 process", { LEAFLINE_REDIS: "off" }],
  ...(options.cluster ? [["cluster", { LEAFLINE_REDIS: "" }]] : []),
]

const log = (message) => console.log(`bench: ${message}`)

// A slow route (a product list at 10,000 teas) must be measured, not cut off: wait up to a minute.
const REQUEST_TIMEOUT_SECONDS = 60

/** A run against `url`, or against a new path each request when `nextPath` is given (a target no cache holds). */
async function loadRun(url, { duration, headers = {}, connections = CONNECTIONS, overallRate, nextPath }) {
  const figures = await new Promise((resolve, reject) => {
    const latencies = []
    const options = { url, connections, duration, headers, timeout: REQUEST_TIMEOUT_SECONDS, ...(overallRate ? { overallRate } : {}) }
    if (nextPath) options.requests = [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }]
    const tracker = autocannon(options, (error, result) => {
      if (error) return reject(error)
      resolve(loadRunFigures({ latencies, durationSeconds: duration, errors: result.errors, non2xx: result.non2xx }))
    })
    tracker.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  // Requests still in the server's queue when the run ends would slow the next run: one more request,
  // queued behind them, answers once they are done.
  await fetch(url, { headers })
  return figures
}

/** Warms a target up, then measures it `runs` times (at 10 connections unless told). */
async function measureLoad(name, url, { headers = {}, connections = CONNECTIONS, overallRate, nextPath } = {}) {
  await loadRun(url, { duration: 2, headers, connections, overallRate, nextPath })
  const results = []
  for (let i = 0; i < runs; i++) results.push(await loadRun(url, { duration: seconds, headers, connections, overallRate, nextPath }))
  const summary = summariseRuns(results)
  log(`${name}: ${formatFigure(summary.requestsPerSecond)} req/s, p95 ${formatFigure(summary.p95)} ms`)
  return { name, url, connections, ...summary }
}

/** A file of the storefront's own build (a script the home page loads): the rate pages are compared with. */
async function staticFileRoute(stack) {
  const html = await (await fetch(`${stack.storefrontUrl}/`)).text()
  const script = html.match(/\/_next\/static\/[^"']+\.js/)?.[0]
  if (!script) throw new Error("The home page names no /_next/static script to measure")
  return script
}

/** What the targets need: the default region, a tea, a tea house, the Green type's id, a cart. */
async function targets(stack) {
  const { regions } = await storeCall(stack, "GET", "/store/regions?fields=id,currency_code,*countries")
  const region = regions.find((r) => r.currency_code === "eur") ?? regions[0]
  const { products } = await storeCall(stack, "GET", `/store/products?fields=id,handle&limit=1&order=title`)
  const { product_types } = await storeCall(stack, "GET", "/store/product-types?fields=id,value&limit=50")
  const green = product_types.find((t) => t.value === "Green") ?? product_types[0]
  const { seller_stores } = await storeCall(stack, "GET", "/store/seller-stores?fields=handle&limit=1")
  const { sales_channels } = await storeCall(stack, "GET", "/store/sales-channels")
  const { cart } = await storeCall(stack, "POST", "/store/carts", { region_id: region.id, sales_channel_id: sales_channels[0].id })
  return { region, tea: products[0], house: seller_stores[0], green, cart }
}

/** Paths of searched listings, a new one each call. */
function firstTimeSearches() {
  let bound = 1000
  return () => `/teas?q=oolong&price=0-${bound++}`
}

/**
 * Ten shoppers (loopback addresses 127.0.0.11–20, one connection each), each asking for a search no one made
 * before (`q=oolong` under a new price bound) as soon as the last is answered: the pages rendered a second and
 * their latency. Varnish lets each client have LEAFLINE_MISSES_PER_CLIENT pages rendered every 10 s (60 by
 * default, varnish/leafline.vcl); each shopper here is a client of its own.
 */
async function firstRendersOfShoppers(stack) {
  // A bound above every tea's price, new for each page (and apart from firstTimeSearches' bounds).
  const searchPath = (startedAt, client, n) => `/teas?q=oolong&price=0-${1e15 + (startedAt % 1e6) * 1e8 + client * 1e7 + n}`
  // Warmed up for 2 s first, as every other row (each start time makes other bounds).
  const warmUp = startSearchFlood(stack.storefrontUrl, { searchPath })
  await new Promise((resolve) => setTimeout(resolve, 2000))
  await warmUp.stop()
  const rounds = []
  for (let i = 0; i < runs; i++) {
    const shoppers = startSearchFlood(stack.storefrontUrl, { searchPath })
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
    const { renderedMs, seconds: ran, refusedPerSecond } = await shoppers.stop()
    rounds.push(loadRunFigures({ latencies: renderedMs, durationSeconds: ran, non2xx: Math.round(refusedPerSecond * ran) }))
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const name = "listing searched, first render, 10 shoppers"
  const summary = summariseRuns(rounds)
  log(`${name}: ${formatFigure(summary.requestsPerSecond)} rendered/s, p95 ${formatFigure(summary.p95)} ms, ${formatFigure(summary.non2xx)} refused`)
  return { name, url: "/teas?q=oolong&price=0-<new>", connections: 10, ...summary }
}

async function benchPages(stack, t) {
  const pages = [
    ["static file (baseline)", await staticFileRoute(stack)],
    ["home /", "/"],
    ["listing /teas", "/teas"],
    ["listing sorted + price + category", `/teas?sort=cheap&price=5-30&category=${t.green.id}`],
    ["listing page 2", "/teas?sort=cheap&page=2"],
    ["listing searched (q=oolong)", "/teas?q=oolong"],
    // Each request a listing no one asked for before: the same results as q=oolong under a price bound
    // above every tea's, a new bound each time, so neither the page cache nor the data cache holds it.
    ["listing facet-filtered", "/teas?filter=caffeine:medium,caffeine:high"],
    ["tea page", `/teas/${t.tea.handle}`],
    ["tea-house page", `/tea-houses/${t.house.handle}`],
  ]
  const results = []
  for (const [name, route] of pages) results.push(await measureLoad(name, `${stack.storefrontUrl}${route}`, { headers: BROWSER_HEADERS }))
  // Each request a listing no one asked for before: the same results as q=oolong under a price bound
  // above every tea's, a new bound each time, so neither the page cache nor the data cache holds it. One
  // shopper at FIRST_RENDERS_PER_SECOND: this row measures what a render takes, not how many can be had.
  const firstRender = `${stack.storefrontUrl}/teas?q=oolong`
  results.push(await measureLoad("listing searched, first render", firstRender, { headers: BROWSER_HEADERS, connections: 1, overallRate: FIRST_RENDERS_PER_SECOND, nextPath: firstTimeSearches() }))
  results.push(await firstRendersOfShoppers(stack))
  // The same pages straight from Next (which keeps no page: each is rendered), beside those through the page cache.
  if (stack.pageCache) {
    for (const [name, route] of [pages[0], pages[2], pages[7]]) {
      results.push(await measureLoad(`${name}, straight from Next`, `${stack.storefrontOriginUrl}${route}`, { headers: BROWSER_HEADERS }))
    }
  }
  const staticRate = results[0].requestsPerSecond.median
  for (const result of results) result.shareOfStatic = result.requestsPerSecond.median / staticRate
  return results
}

/**
 * Cached pages (at 10 connections, as the page rows), alone and while 10 other clients flood the
 * storefront with searches no one made before (scripts/lib/search-flood.mjs); the flood's rendered and
 * refused pages.
 */
async function benchFlood(stack, t) {
  const pages = [
    ["listing /teas", "/teas"],
    ["tea page", `/teas/${t.tea.handle}`],
  ]
  const results = []
  for (const [name, route] of pages) {
    const url = `${stack.storefrontUrl}${route}`
    results.push(await measureLoad(`${name}, alone`, url, { headers: BROWSER_HEADERS }))
    const flood = startSearchFlood(stack.storefrontUrl)
    const underFlood = await measureLoad(`${name}, under the flood`, url, { headers: BROWSER_HEADERS })
    underFlood.flood = await flood.stop()
    log(`flood: ${underFlood.flood.renderedPerSecond} renders/s, ${underFlood.flood.refusedPerSecond} refused/s (429)`)
    results.push(underFlood)
  }
  return results
}

async function benchApi(stack, t) {
  const scope = `region_id=${t.region.id}&country_code=de`
  const routes = [
    ["product list (12)", `/store/products?limit=12&fields=id,title,handle,thumbnail,*variants.calculated_price&${scope}`],
    ["listing default", `/store/listing?${scope}`],
    ["listing default, 1 connection", `/store/listing?${scope}`, 1],
    ["listing sorted (cheap)", `/store/listing?sort=cheap&${scope}`],
    ["listing filtered", `/store/listing?price=5-30&category=${t.green.id}&filter=caffeine:medium,caffeine:high&${scope}`],
    ["listing searched (q=oolong)", `/store/listing?q=oolong&${scope}`],
    ["product detail", `/store/products/${t.tea.id}?${scope}`],
    // As the storefront reads a cart on every full page load: with its fields.
    ["cart retrieve", `/store/carts/${t.cart.id}?fields=${encodeURIComponent(CART_FIELDS)}`],
  ]
  const headers = { "x-publishable-api-key": stack.publishableKey }
  const results = []
  for (const [name, route, connections] of routes) results.push(await measureLoad(name, `${stack.backendUrl}${route}`, { headers, connections }))
  // What a shopper who types a new word or ticks a new filter waits for: a query nothing has kept yet.
  for (const [kind, queries] of FIRST_ANSWER_KINDS) {
    const next = queries()
    const nextPath = () => `/store/listing?${scope}&${next()}`
    results.push(await measureLoad(`listing first answer: ${kind}, 1 connection`, `${stack.backendUrl}${nextPath()}`, { headers, connections: 1, nextPath }))
  }
  return results
}

async function benchLighthouse(stack, t) {
  const pages = [
    ["home /", "/"],
    ["listing /teas", "/teas"],
    ["tea page", `/teas/${t.tea.handle}`],
  ]
  const results = []
  for (const [name, route] of pages) {
    const samples = []
    for (let i = 0; i < lighthouseRuns; i++) samples.push(await lighthouseRun(`${stack.storefrontUrl}${route}`))
    const summary = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, summarise(samples.map((s) => s[key]))]))
    log(`lighthouse ${name}: performance ${formatFigure(summary.performance)}`)
    // The same bytes every run: measured once.
    const firstLoadKib = Math.round((await measureFirstLoad(`${stack.storefrontUrl}${route}`)).gzipped / 102.4) / 10
    results.push({ name, url: route, ...summary, firstLoadKib })
  }
  return results
}

function loadProducts(stackFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts/load-teas.mjs"), String(options.products), "--stack", stackFile], {
      cwd: ROOT,
      stdio: "inherit",
    })
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`load-teas exited with ${code}`))))
  })
}

function printTable(result) {
  const label = (shop, group) => (result.shops.length > 1 ? `${group} (${shop.label})` : group)
  const groups = (name) => result.shops.map((shop) => [label(shop, name === "pages" ? "page" : name), shop[name]])
  console.log(`\n${loadTable([...groups("pages"), ...groups("flood"), ...groups("api"), ...groups("checkout")])}`)
  for (const shop of result.shops) {
    for (const r of (shop.flood ?? []).filter((row) => row.flood)) {
      console.log(`${shop.label}: flood during "${r.name}": ${r.flood.clients} clients, ${r.flood.renderedPerSecond} pages rendered/s, ${r.flood.refusedPerSecond} refused/s (429)`)
    }
  }
  if (result.shops.some((shop) => shop.checkout)) {
    console.log(`${CHECKOUT_TABLE_NOTE}\n`)
    for (const shop of result.shops) if (shop.checkout) console.log(`${shop.label}:\n${checkoutCallTables(shop.checkout)}\n`)
  }
  for (const shop of result.shops) {
    for (const r of shop.lighthouse ?? []) {
      console.log(
        `${shop.label}: lighthouse ${r.name}: performance ${formatFigure(r.performance)}, accessibility ${formatFigure(r.accessibility)}, best practices ${formatFigure(r.bestPractices)}, SEO ${formatFigure(r.seo)}; LCP ${formatFigure(r.lcpMs)} ms, TBT ${formatFigure(r.tbtMs)} ms, CLS ${formatFigure(r.cls, 3)}, ${formatFigure(r.transferKb)} kB; first-load JavaScript ${r.firstLoadKib} KiB gzipped`,
      )
    }
  }
  for (const shop of result.shops) {
    const total = (peaks) => Object.values(peaks).reduce((sum, mb) => sum + mb, 0)
    console.log(
      `${shop.label} (${shop.processes}): start-up to ready ${(shop.startupMs / 1000).toFixed(1)} s; peak RSS MB ${JSON.stringify(shop.peakRssMb)}, all ${total(shop.peakRssMb)}; ` +
        `peak PSS MB (shared pages counted once) ${JSON.stringify(shop.peakPssMb)}, all ${total(shop.peakPssMb)}`,
    )
  }
}

/** Starts one shop, measures the chosen groups, stops it. */
async function measureShop(label, env) {
  log(`starting the shop (${label}) in ${BENCH_ENV.LEAFLINE_DATA_DIR} (ports ${BENCH_ENV.BACKEND_PORT}/${BENCH_ENV.STOREFRONT_PORT})…`)
  const handle = await startStack({ ...BENCH_ENV, ...env })
  const memory = samplePeakMemory(handle.child.pid)
  const { stack } = handle
  const { topology } = stack
  const processes = topology.multiProcess
    ? `${topology.servers} servers, ${topology.workers} worker, ${topology.storefronts} storefronts`
    : "1 back end, 1 storefront"
  log(`${label} ready in ${(handle.readyMs / 1000).toFixed(1)} s: ${processes}`)
  const shop = { label, processes, topology, startupMs: handle.readyMs }
  try {
    if (options.products && !(await catalogueHolds(stack, options.products))) await loadProducts(handle.stackFile)
    shop.catalogue = (await storeCall(stack, "GET", "/store/products?limit=1&fields=id")).count
    const t = await targets(stack)
    if (options.only.includes("api")) shop.api = await benchApi(stack, t)
    if (options.only.includes("pages")) shop.pages = await benchPages(stack, t)
    if (options.only.includes("flood")) shop.flood = await benchFlood(stack, t)
    if (options.only.includes("checkout")) shop.checkout = await benchCheckout(stack, { runs, log })
    if (options.only.includes("lighthouse")) shop.lighthouse = await benchLighthouse(stack, t)
  } finally {
    const peaks = memory.stop()
    shop.peakRssMb = peaks.rss
    shop.peakPssMb = peaks.pss
    await stopStack(handle)
  }
  return shop
}

/** Whether the shop already sells `count` teas or more (a second shop on the same data folder does). */
async function catalogueHolds(stack, count) {
  return (await storeCall(stack, "GET", "/store/products?limit=1&fields=id")).count >= count
}

async function main() {
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    options: { ...options, runs, secondsPerRun: seconds, connections: CONNECTIONS, lighthouseRuns },
    shops: [],
  }
  for (const [label, env] of SHOPS) result.shops.push(await measureShop(label, env))
  result.catalogue = result.shops[0].catalogue
  const dir = path.join(ROOT, "bench/results")
  fs.mkdirSync(dir, { recursive: true })
  const json = JSON.stringify(result, null, 2)
  fs.writeFileSync(path.join(dir, "latest.json"), json)
  fs.writeFileSync(path.join(dir, `${result.date.replace(/[:.]/g, "-")}.json`), json)
  printTable(result)
  console.log(`\n${result.catalogue} teas; figures in bench/results/latest.json`)
}

main().catch((error) => {
  console.error(`bench: ${error.message}`)
  process.exit(1)
})
