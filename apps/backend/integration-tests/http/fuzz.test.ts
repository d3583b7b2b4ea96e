import crypto from "node:crypto"
import path from "node:path"
import pg from "pg"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { NOT_IN_V2 } from "../../../../packages/v1-store-api/src/lib/not-in-v2"
import { admin } from "../admin"
import { inPool } from "../../../../scripts/lib/pool.mjs"
import { excerpt, parseJson, send, waitForBackend, type RawAnswer, type RawRequest } from "../raw-http"
import { allRoutes, audience, fillPath, medusaAdminRoutes, pathParams, type Route } from "../routes"
import { call, registerCustomer, staffToken } from "../shoppers"
import { stack, storeGet } from "../stack"

/**
 * Hostile input on every route the code declares (see routes.ts): no answer may be a 5xx, and every
 * error must be JSON with a message, as the storefront shows the back end's `message`. The one 5xx allowed
 * is the 501 of a v1 path that v2 has no meaning for (packages/v1-store-api/src/lib/not-in-v2.ts), and only with its message.
 */

const routes = allRoutes()
const CONCURRENCY = 4
const RUN = crypto.randomUUID().slice(0, 8)
const HUGE = "x".repeat(100_000)

// --- The hostile corpus -----------------------------------------------------------------------------

/** Query parameters the routes know (Medusa's list parameters, the listing's, the catalogue's) and one they don't. */
const QUERY_PARAMS = [
  "fields", "limit", "offset", "order", "q", "id", "handle", "region_id", "country_code",
  "sort", "filter", "page", "price", "category", "is_featured", "zz_unknown",
]

/** One query parameter given a hostile value, written as it goes on the wire. */
const queryValues = (p: string) => [
  `${p}=a%00b`,
  `${p}=${HUGE}`,
  `${p}=-1`,
  `${p}=NaN`,
  `${p}=1e309`,
  `${p}=99999999999999999999`,
  `${p}[]=1&${p}[]=2`,
  `${p}[a]=1`,
]

const repeat = (count: number, item: (i: number) => string) => Array.from({ length: count }, (_, i) => item(i)).join("&")

/** Whole query strings: bad encodings, prototype names, deep, wide and long ones, unknown fields and orders. */
const QUERY_STRINGS = [
  "q=%c0%ae", "q=%", "q=%zz", "q=%E0%A4%A", "%zz=1", "%=1", "a%00=1", "q=%00", "q=", "q=Infinity", "q=true",
  "__proto__[x]=1", "__proto__=1", "constructor[prototype][x]=1", "prototype=1", "toString=1", "hasOwnProperty=1",
  "filter=constructor:x", "fields=constructor", "order=__proto__",
  "a[b][c][d][e][f][g]=1", "fields[b][c][d][e][f][g]=1",
  repeat(1001, (i) => `p${i}=1`),
  repeat(1001, () => "fields=id"),
  "a[99999999]=1",
  repeat(21, (i) => `id[${i}]=x`),
  repeat(25, () => "id[]=x"),
  "order=unknown", "order=-unknown", "order=-",
  "fields=unknown", "fields=*unknown", "fields=%2Bunknown", "fields=-id", "fields=unknown.*", "fields=,,,", "fields=*",
  "limit=-1", "offset=-1", "limit=0",
]

/** Raw JSON put in place of one field of a valid body: wrong types, NUL, huge, odd numbers, prototype names. */
const BODY_VALUES = [
  "0", "-1", "1.5", "true", "null", "{}", '{"a":1}', "[]", '["a","b"]', JSON.stringify(Array(21).fill("x")),
  '""', '"a\\u0000b"', JSON.stringify(HUGE), '"-1"', '"NaN"', "1e309", "99999999999999999999",
  '"constructor"', '"__proto__"', '{"__proto__":{"x":1}}',
]

/** Whole bodies: malformed or non-object JSON, prototype keys, other content types, too large, not UTF-8. */
const bodyShapes = (valid: string): Pick<RawRequest, "body" | "headers">[] => {
  const json = (body: string | Buffer) => ({ body, headers: { "content-type": "application/json" } })
  const merged = (extra: string) => (valid === "{}" ? `{${extra}}` : `{${extra},${valid.slice(1)}`)
  return [
    json('{"a":'),
    json("{not json}"),
    json(""),
    json("null"),
    json("[]"),
    json('"text"'),
    json("123"),
    json(merged('"__proto__":{"x":1}')),
    json(merged('"constructor":{"prototype":{"x":1}}')),
    json(`{"zz":${"[".repeat(5000)}${"]".repeat(5000)}}`),
    json(`{"zz":${"[".repeat(10_000)}${"]".repeat(10_000)}}`),
    json(JSON.stringify({ zz: "x".repeat(2_000_000) })),
    json(Buffer.from([...Buffer.from('{"zz":"'), 0xc0, 0xae, 0xff, ...Buffer.from('"}')])),
    json(merged('"zz":"\\ud800"')),
    { body: valid, headers: { "content-type": "text/plain" } },
    { body: "a=1&b=2", headers: { "content-type": "application/x-www-form-urlencoded" } },
    { body: valid, headers: { "content-type": "application/json; charset=latin1" } },
    { body: valid, headers: {} },
  ]
}

/** A path parameter, as it goes on the wire. */
const PATH_VALUES = [
  "%00", "a%00b", HUGE, "-1", "NaN", "1e309", "99999999999999999999", "true", "null",
  "%c0%ae", "%", "%zz", "%E0%A4%A", "__proto__", "constructor", "prototype", "toString",
  "..%2f..%2fpackage.json", "%2e%2e", "%5B%5D", "%7B%7D", "a%2Fb",
]

// --- The shop's real records the routes are called with ---------------------------------------------

interface Shop {
  staff: string
  customer: { id: string; token: string }
  product: { id: string; variantId: string }
  uploadName: string
  regionId: string
  salesChannelId: string
  sellerStoreHandle: string
  /** A cart per route, so that no two routes change one cart at the same time. */
  carts: Map<string, string>
  /** Staff routes change what they are given: they get a draft product and a house of this run's own. */
  draftProductId: string
  fuzzStoreId: string
  storesBefore: Set<string>
}

let shop: Shop

async function createFuzzStore(): Promise<string> {
  const created = await admin("POST", "/admin/seller-stores", { name: `Fuzz house ${RUN}`, handle: `fuzz-house-${RUN}-${Date.now()}` })
  if (created.status !== 201) throw new Error(`create fuzz house: ${created.status} ${JSON.stringify(created.body)}`)
  return created.body.seller_store.id
}

async function createDraftProduct(): Promise<string> {
  const created = await admin("POST", "/admin/products", {
    title: `Fuzz tea ${RUN}`,
    handle: `fuzz-tea-${RUN}`,
    status: "draft",
    options: [{ title: "Size", values: ["50 g"] }],
    variants: [{ title: "50 g", options: { Size: "50 g" }, prices: [{ currency_code: "eur", amount: 5 }] }],
  })
  if (created.status !== 200) throw new Error(`create draft product: ${created.status} ${JSON.stringify(created.body)}`)
  return created.body.product.id
}

async function createCart(regionId: string, salesChannelId: string): Promise<string> {
  const created = await call("POST", "/store/carts", { body: { region_id: regionId, sales_channel_id: salesChannelId } })
  if (created.status !== 200) throw new Error(`create cart: ${created.status} ${JSON.stringify(created.body)}`)
  return created.body.cart.id
}

async function sellerStoreIds(): Promise<Set<string>> {
  const { body } = await admin("GET", "/admin/seller-stores?limit=1000&fields=id")
  return new Set(body.seller_stores.map((store: { id: string }) => store.id))
}

beforeAll(async () => {
  const { body: products } = await storeGet("/store/products?limit=1&fields=id,thumbnail,variants.id")
  const { body: regions } = await storeGet("/store/regions?fields=id")
  const { body: stores } = await storeGet("/store/seller-stores?fields=handle")
  const salesChannelId = (await admin("GET", "/admin/sales-channels?name=Consumer&fields=id")).body.sales_channels[0].id
  const carts = new Map<string, string>()
  for (const route of routes) carts.set(routeKey(route), await createCart(regions.regions[0].id, salesChannelId))
  shop = {
    staff: await staffToken(),
    customer: await registerCustomer(),
    product: { id: products.products[0].id, variantId: products.products[0].variants[0].id },
    uploadName: path.basename(products.products[0].thumbnail),
    regionId: regions.regions[0].id,
    salesChannelId,
    sellerStoreHandle: stores.seller_stores[0].handle,
    carts,
    storesBefore: await sellerStoreIds(),
    draftProductId: await createDraftProduct(),
    fuzzStoreId: await createFuzzStore(),
  }
})

// DELETE /admin/seller-stores/:id may remove the fuzz house in one test: the next one gets a new one.
beforeEach(async () => {
  if ((await admin("GET", `/admin/seller-stores/${shop.fuzzStoreId}`)).status === 404) shop.fuzzStoreId = await createFuzzStore()
})

afterAll(async () => {
  if (!shop) return
  await admin("DELETE", `/admin/products/${shop.draftProductId}`)
  const stores = await sellerStoreIds()
  for (const id of stores) if (!shop.storesBefore.has(id)) await admin("DELETE", `/admin/seller-stores/${id}`)
  printSummary()
})

const routeKey = (route: Route) => `${route.method} ${route.path}`
const sameRoute = (a: Route, b: Route) => a.method === b.method && a.path.replace(/:\w+/g, ":") === b.path.replace(/:\w+/g, ":")

/**
 * Medusa's admin POST routes that `routes` (ours and the storefront's) lack: their bodies are swept too, sent
 * by staff. Not the exports, which read no body (the query says what to export) and start an export job each.
 */
const adminPosts = medusaAdminRoutes().filter(
  (route) => route.method === "POST" && !route.path.endsWith("/export") && !routes.some((known) => sameRoute(known, route)),
)
const cartOf = (route: Route) => shop.carts.get(routeKey(route)) ?? ""

/** A real value for a path parameter, chosen by the collection it names (`seller-stores/:id`). */
function realParam(route: Route, collection: string): string {
  const staff = route.path.startsWith("/admin/")
  const byCollection: Record<string, string> = {
    "seller-stores": staff ? shop.fuzzStoreId : shop.sellerStoreHandle,
    products: staff ? shop.draftProductId : shop.product.id,
    customers: shop.customer.id,
    carts: cartOf(route),
    uploads: shop.uploadName,
  }
  return encodeURIComponent(byCollection[collection] ?? "no-such-record")
}

/** A body each POST route accepts; the fuzz spoils one part of it at a time. */
function validBody(route: Route): unknown {
  const bodies: Record<string, unknown> = {
    "/admin/customers/:/sales-channel": { sales_channel_id: shop.salesChannelId },
    "/admin/products/:/tea-details": { rating: { average: 4, count: 1 } },
    "/admin/seller-stores": { name: `Fuzz house ${RUN}`, handle: `fuzz-new-${RUN}`, description: "Fuzz", logo: null },
    "/admin/seller-stores/:": { name: `Fuzz house ${RUN}`, description: "Fuzz", logo: null },
    "/admin/seller-stores/:/products": { product_ids: [shop.draftProductId] },
    // Not a real option: moving one of the seeded options would change every other test's shipping.
    "/admin/seller-stores/:/shipping-options": { shipping_option_ids: ["so_fuzz_missing"] },
    "/admin/tea-details/batch": { items: [{ product_id: shop.draftProductId, rating: { average: 4, count: 1 } }] },
    "/store/carts": { region_id: shop.regionId, sales_channel_id: shop.salesChannelId },
    "/store/carts/:": { region_id: shop.regionId },
    "/store/carts/:/line-items": { variant_id: shop.product.variantId, quantity: 1 },
    "/store/customers/add-favorite-product": { product_id: shop.product.id },
    "/store/customers/remove-favorite-product": { product_id: shop.product.id },
    "/store/payment-collections": { cart_id: cartOf(route) },
  }
  return bodies[route.path.replace(/:\w+/g, ":")] ?? {}
}

function credentials(route: Route): Record<string, string> {
  const who = audience(route.path)
  if (who === "staff") return { authorization: `Bearer ${shop.staff}` }
  const publishable = { "x-publishable-api-key": stack().publishableKey }
  return who === "customer" ? { ...publishable, authorization: `Bearer ${shop.customer.token}` } : publishable
}

// --- Cases: a route called with one hostile part ----------------------------------------------------

interface Case extends RawRequest {
  route: Route
}

function request(route: Route, { query, path: segment, body }: { query?: string; path?: (param: string) => string | undefined; body?: Pick<RawRequest, "body" | "headers"> } = {}): Case {
  const target = fillPath(route.path, (param, collection) => segment?.(param) ?? realParam(route, collection)) + (query ? `?${query}` : "")
  const valid = route.method === "POST" ? { body: JSON.stringify(validBody(route)), headers: { "content-type": "application/json" } } : {}
  const { body: payload, headers = {} } = body ?? valid
  return { route, method: route.method, target, body: payload, headers: { ...credentials(route), ...headers } }
}

function queryCases(route: Route): Case[] {
  // POST routes read only `fields` from the query (the answer's shape); GET routes read them all.
  const params = route.method === "GET" ? QUERY_PARAMS : ["fields"]
  return [...params.flatMap(queryValues), ...QUERY_STRINGS].map((query) => request(route, { query }))
}

/** Every place in a JSON value, as a list of keys (`["items", 0, "rating"]`), the value itself first. */
function places(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const children = value && typeof value === "object" ? Object.entries(value).map(([key, child]) => places(child, [...at, Array.isArray(value) ? Number(key) : key])) : []
  return [at, ...children.flat()]
}

/** `valid` with the value at `place` replaced (or added) by raw JSON text. */
function withRawValue(valid: unknown, place: (string | number)[], raw: string): string {
  const marker = `__FUZZ_${crypto.randomUUID()}__`
  const copy = structuredClone(valid) as any
  let parent = copy
  for (const key of place.slice(0, -1)) parent = parent[key]
  parent[place[place.length - 1]] = marker
  return JSON.stringify(copy).replace(JSON.stringify(marker), raw)
}

function bodyCases(route: Route): Case[] {
  const valid = validBody(route)
  // Each field of the valid body in turn, and one the route does not know.
  const spoilt = [...places(valid).filter((place) => place.length > 0), ["zz_unknown"]]
  const fieldCases = spoilt
    .flatMap((place) => BODY_VALUES.map((raw) => withRawValue(valid, place, raw)))
    .map((text) => request(route, { body: { body: text, headers: { "content-type": "application/json" } } }))
  return [...fieldCases, ...bodyShapes(JSON.stringify(valid)).map((body) => request(route, { body }))]
}

function pathCases(route: Route): Case[] {
  return pathParams(route.path).flatMap((hostile) =>
    PATH_VALUES.map((value) => request(route, { path: (param) => (param === hostile ? value : undefined) })),
  )
}

// --- Sending, checking and the summary --------------------------------------------------------------

interface Sent {
  request: Case
  answer: RawAnswer
  /** The back end was not there (a restart, or a crash) and the request was sent again once it was back. */
  afterOutage?: boolean
}

interface Failure extends Sent {
  why: string
}

const sent: Sent[] = []

async function sendCase(request: Case): Promise<Sent> {
  let answer = await send(request)
  let afterOutage = false
  if (answer.error === "ECONNREFUSED") {
    await waitForBackend()
    answer = await send(request)
    afterOutage = true
  }
  const result = { request, answer, afterOutage }
  sent.push(result)
  return result
}

/** What is wrong with an answer: a 5xx, no answer, or an error that is not JSON with a message. */
function problem({ request, answer }: Sent): string | undefined {
  if (answer.error) return `no answer (${answer.error})`
  const json = parseJson(answer.text) as { message?: unknown } | undefined
  const notInV2 = NOT_IN_V2[`${request.route.method} ${request.route.path}`]
  if (notInV2 && answer.status === 501) return json?.message === notInV2 ? undefined : `501 without the v2 replacement: ${excerpt(answer.text, 60)}`
  if (answer.status >= 500) return `server error ${answer.status}: ${typeof json?.message === "string" ? json.message : excerpt(answer.text, 60)}`
  if (answer.status < 400) return undefined
  if (json === undefined || !answer.contentType.includes("json")) return `error ${answer.status} is not JSON (${answer.contentType || "no content-type"})`
  if (typeof json.message !== "string" || !json.message.trim()) return `error ${answer.status} has no message`
  return undefined
}

/** Sends a route's cases one after another: they may change the same record. */
async function sendInTurn(cases: Case[]): Promise<Sent[]> {
  const results: Sent[] = []
  for (const c of cases) results.push(await sendCase(c))
  return results
}

/**
 * Sends every case, four routes at a time, and returns the bad answers. DELETEs go last, as they may
 * remove what the others use.
 */
async function sweep(cases: Case[]): Promise<Failure[]> {
  const byRoute = (method: (m: string) => boolean) => {
    const lanes = new Map<string, Case[]>()
    for (const c of cases.filter((c) => method(c.method))) lanes.set(routeKey(c.route), [...(lanes.get(routeKey(c.route)) ?? []), c])
    return [...lanes.values()]
  }
  const results = [
    ...(await inPool(byRoute((m) => m !== "DELETE"), CONCURRENCY, sendInTurn)),
    ...(await inPool(byRoute((m) => m === "DELETE"), CONCURRENCY, sendInTurn)),
  ].flat()
  return results.flatMap((result) => {
    const why = problem(result)
    return why ? [{ ...result, why }] : []
  })
}

function describeRequest({ request, answer, afterOutage }: Sent): string {
  const type = request.headers?.["content-type"] ?? "no content-type"
  const body = request.body === undefined ? "" : ` body(${type}) ${excerpt(String(request.body), 120)}`
  const outage = afterOutage ? " (sent again after the back end stopped answering: a crash, or a restart)" : ""
  return `${request.method} ${excerpt(request.target, 160)}${body} → ${answer.status || "-"} ${excerpt(answer.text, 120)}${outage}`
}

/** Every failure, grouped by what went wrong. */
function report(failures: Failure[]): string {
  const groups = new Map<string, Failure[]>()
  for (const failure of failures) groups.set(failure.why, [...(groups.get(failure.why) ?? []), failure])
  const sections = [...groups].map(([why, members]) => `${why} (${members.length}):\n${members.map((m) => `  ${describeRequest(m)}`).join("\n")}`)
  return `${failures.length} bad answers:\n\n${sections.join("\n\n")}`
}

function printSummary() {
  const byStatus: Record<string, number> = {}
  for (const { answer } of sent) {
    const key = answer.error ? `no answer (${answer.error})` : String(answer.status)
    byStatus[key] = (byStatus[key] ?? 0) + 1
  }
  const slowest = [...sent].sort((a, b) => b.answer.ms - a.answer.ms).slice(0, 5)
  console.log(
    [
      `fuzz: ${sent.length} requests`,
      `by status: ${JSON.stringify(byStatus)}`,
      `5xx: ${sent.filter(({ answer }) => answer.status >= 500).length}`,
      `slowest: ${slowest.map(({ request, answer }) => `${answer.ms} ms ${request.method} ${excerpt(request.target, 120)}`).join("\n         ")}`,
    ].join("\n"),
  )
}

// --- The tests --------------------------------------------------------------------------------------

describe("hostile input on every route", () => {
  it("finds the custom routes and the store routes the storefront calls", () => {
    const found = routes.map((route) => `${route.method} ${route.path}`)
    expect(found).toEqual(expect.arrayContaining(["GET /store/listing", "GET /store/seller-stores/:handle", "GET /store/products", "POST /store/carts"]))
  })

  it("query strings on GET routes: no 5xx, every error JSON with a message", async () => {
    const failures = await sweep(routes.filter((route) => route.method === "GET").flatMap(queryCases))
    expect(failures.length, report(failures)).toBe(0)
  })

  it("query strings on the other routes: no 5xx, every error JSON with a message", async () => {
    const failures = await sweep(routes.filter((route) => route.method !== "GET").flatMap(queryCases))
    expect(failures.length, report(failures)).toBe(0)
  })

  it("JSON bodies: no 5xx, every error JSON with a message", async () => {
    const failures = await sweep(routes.filter((route) => route.method === "POST").flatMap(bodyCases))
    expect(failures.length, report(failures)).toBe(0)
  })

  it("JSON bodies on Medusa's admin routes, sent by staff: no 5xx, every error JSON with a message", async () => {
    expect(adminPosts.map(routeKey)).toEqual(expect.arrayContaining(["POST /admin/stock-locations", "POST /admin/regions"]))
    const failures = await sweep(adminPosts.flatMap(bodyCases))
    expect(failures.length, report(failures)).toBe(0)
  }, 600_000)

  it("path parameters: no 5xx, every error JSON with a message", async () => {
    const failures = await sweep(routes.flatMap(pathCases))
    expect(failures.length, report(failures)).toBe(0)
  })
})

describe("the HTTP layer", () => {
  const publishable = () => ({ "x-publishable-api-key": stack().publishableKey })

  /** `{"zz": [[...]]}` with `levels` levels in all. */
  const nested = (levels: number) => `{"zz":${"[".repeat(levels - 1)}${"]".repeat(levels - 1)}}`

  it.each(["/store/carts", "/store/customers/me", "/auth/customer/emailpass/register", "/admin/stock-locations", "/admin/products"])(
    "answers a body nested 10,000 deep on %s with a 400 saying how deep a body may nest, as it does 33 deep",
    async (target) => {
      const bearer = audience(target) === "staff" ? shop.staff : shop.customer.token
      const headers = { ...publishable(), authorization: `Bearer ${bearer}`, "content-type": "application/json" }
      for (const levels of [10_000, 33]) {
        const answer = await send({ method: "POST", target, headers, body: nested(levels) })
        expect(answer.status, `${levels} levels: ${excerpt(answer.text)}`).toBe(400)
        expect(parseJson(answer.text)).toEqual({ type: "invalid_data", message: "The body is nested more than 32 levels deep" })
      }
      const allowed = await send({ method: "POST", target, headers, body: nested(32) })
      expect(allowed.text).not.toMatch(/levels deep/)
    },
  )

  it("refuses a registration whose email is not UTF-8 (or holds a lone surrogate), and registers no identity for it", async () => {
    const prefix = `not-utf8-${RUN}`
    const bodies = [
      Buffer.from([...Buffer.from(`{"email":"${prefix}-a`), 0xc0, 0xae, 0xff, ...Buffer.from(`@example.com","password":"green-tea-123"}`)]),
      Buffer.from(`{"email":"${prefix}-b\\ud800@example.com","password":"green-tea-123"}`),
    ]
    for (const body of bodies) {
      const answer = await send({ method: "POST", target: "/auth/customer/emailpass/register", headers: { "content-type": "application/json" }, body })
      expect(answer.status, excerpt(answer.text)).toBe(400)
      expect(parseJson(answer.text)).toEqual({ type: "invalid_data", message: expect.stringMatching(/'email' is not valid UTF-8/) })
    }
    const db = new pg.Client({ connectionString: stack().databaseUrl })
    await db.connect()
    try {
      const { rows } = await db.query("SELECT entity_id FROM provider_identity WHERE entity_id LIKE $1", [`${prefix}%`])
      expect(rows).toEqual([])
    } finally {
      await db.end()
    }
  })

  it("answers a huge array index at once, not after building a sparse array", async () => {
    await send({ method: "GET", target: "/health" })
    const health = await send({ method: "GET", target: "/health?a[99999999]=1" })
    const products = await send({ method: "GET", target: "/store/products?a[99999999]=1", headers: publishable() })
    expect(health.ms, "/health?a[99999999]=1").toBeLessThan(100)
    expect(products.ms, "/store/products?a[99999999]=1").toBeLessThan(100)
    expect(products.status).toBe(400)
    expect(parseJson(products.text), `body: ${excerpt(products.text)}`).toMatchObject({ message: expect.stringMatching(/\S/) })
  })

  it("answers a 64 kB header with 431 and a JSON message", async () => {
    const answer = await send({ method: "GET", target: "/store/products", headers: { ...publishable(), "x-padding": "a".repeat(64 * 1024) } })
    expect(answer.status).toBe(431)
    expect(parseJson(answer.text), `body: ${excerpt(answer.text)}`).toMatchObject({ message: expect.stringMatching(/\S/) })
  })

  it.each(["/store/no-such-route", "/no-such-route", "/uploads/", "/uploads/a/b"])(
    "answers an unknown path (%s) with a JSON 404, not Express's HTML page",
    async (target) => {
      const answer = await send({ method: "GET", target, headers: publishable() })
      expect(answer.status).toBe(404)
      expect(answer.contentType).toMatch(/json/)
      expect(parseJson(answer.text), `body: ${excerpt(answer.text)}`).toMatchObject({ message: expect.stringMatching(/\S/) })
    },
  )
})
