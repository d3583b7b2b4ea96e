#!/usr/bin/env node
// `npm run load-teas -- <count> [--stack <stack.json>]`: adds generated teas to a running shop through
// the admin API, as staff would (so the search index, prices and tea details are real), until it holds
// <count> of them. Safe to re-run: existing ones are kept. Not part of the default seed.
import fs from "node:fs"
import path from "node:path"
import { generatedTea } from "./lib/generated-teas.mjs"
import { readRunningStack, stackFileFrom } from "./lib/running-stack.mjs"

const args = process.argv.slice(2)
const count = Number(args.find((a) => /^\d+$/.test(a)))
const stackFile = stackFileFrom(args)
const BATCH_SIZE = 50

if (!Number.isInteger(count) || count < 1 || !stackFile) {
  console.error("usage: npm run load-teas -- <count> [--stack path/to/stack.json]   (the shop must be running: npm start)")
  process.exit(2)
}
const stack = readRunningStack(stackFile, "load-teas")
const { email, password } = JSON.parse(fs.readFileSync(path.join(stack.dataDir, "credentials.json"), "utf8")).backOffice

async function call(method, route, body, headers = {}) {
  const response = await fetch(`${stack.backendUrl}${route}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = await response.json().catch(() => ({}))
  return { status: response.status, body: answer }
}

const { body: auth } = await call("POST", "/auth/user/emailpass", { email, password })
const staff = { authorization: `Bearer ${auth.token}` }
const adminGet = async (route) => (await call("GET", route, undefined, staff)).body

const context = {
  typeIds: (await adminGet("/admin/product-types?limit=100&fields=id")).product_types.map((t) => t.id),
  storeIds: (await adminGet("/admin/seller-stores?limit=100")).seller_stores.map((s) => s.id),
  salesChannelIds: (await adminGet("/admin/sales-channels?limit=100&fields=id")).sales_channels.map((c) => c.id),
  shippingProfileId: (await adminGet("/admin/shipping-profiles?type=default&fields=id")).shipping_profiles[0].id,
}

const exists = async (n) => (await adminGet(`/admin/products?handle=generated-tea-${n + 1}&fields=id`)).products.length > 0
// Teas are added in order, one batch at a time: find where a previous run stopped.
let low = 0
let high = count
while (low < high) {
  const mid = Math.floor((low + high) / 2)
  if (await exists(mid)) low = mid + 1
  else high = mid
}
const started = Date.now()
let added = 0

/**
 * One batch through Medusa's product batch route, then the teas' houses, attributes and ratings
 * through ours: the same two workflows staff use, at a fraction of the per-request overhead.
 */
async function addBatch(from, to) {
  const teas = []
  for (let n = from; n < to; n++) if (!(n === from && (await exists(n)))) teas.push(generatedTea(n, context))
  if (!teas.length) return
  const products = teas.map(({ additional_data, ...product }) => product)
  const created = await call("POST", "/admin/products/batch?fields=id,handle", { create: products }, staff)
  if (created.status !== 200) throw new Error(`products ${from + 1}-${to}: ${created.status} ${created.body.message}`)
  const idByHandle = new Map(created.body.created.map((p) => [p.handle, p.id]))
  const items = teas.map((tea) => ({ product_id: idByHandle.get(tea.handle), ...tea.additional_data }))
  const details = await call("POST", "/admin/tea-details/batch", { items }, staff)
  if (details.status !== 200) throw new Error(`tea details ${from + 1}-${to}: ${details.status} ${details.body.message}`)
  added += teas.length
}

for (let from = low; from < count; from += BATCH_SIZE) {
  await addBatch(from, Math.min(count, from + BATCH_SIZE))
  if (Math.floor(added / 500) !== Math.floor((added - BATCH_SIZE) / 500)) {
    const rate = added / ((Date.now() - started) / 1000)
    console.log(`load-teas: ${Math.min(count, from + BATCH_SIZE)}/${count} (${rate.toFixed(1)} teas/s)`)
  }
}
const seconds = (Date.now() - started) / 1000
console.log(`load-teas: ${added} teas added in ${seconds.toFixed(0)} s; the shop holds ${count} generated teas`)

// The listing index follows through events; wait until it has them all.
const wanted = (await adminGet("/admin/products?limit=1&fields=id")).count
for (let tries = 0; ; tries++) {
  const { body } = await call("GET", "/store/listing", undefined, { "x-publishable-api-key": stack.publishableKey })
  if (body.count >= wanted) {
    console.log(`load-teas: the listing shows all ${body.count} teas`)
    break
  }
  if (tries > 600) throw new Error(`the listing shows ${body.count} of ${wanted} teas after 5 minutes`)
  await new Promise((resolve) => setTimeout(resolve, 500))
}
