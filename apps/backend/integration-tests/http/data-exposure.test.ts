import crypto from "node:crypto"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import { complete, readyCart } from "../checkout"
import { inPool } from "../../../../scripts/lib/pool.mjs"
import { excerpt, send, waitForBackend, type RawAnswer } from "../raw-http"
import { allRoutes, audience, fillPath, pathParams, type Route } from "../routes"
import { call, registerCustomer } from "../shoppers"
import { stack, storeGet } from "../stack"

/**
 * What a shopper must never see, whatever `fields` asks for: another customer's email and addresses, a
 * draft product, the stock locations' addresses and the inventory levels. Every public route (see
 * routes.ts) is asked for every relation its `fields` could reach; refusing (4xx) is fine, a 200 must
 * not carry any of it.
 */

const RUN = crypto.randomUUID()
const CONCURRENCY = 4
/** Relation paths asked for in one request: a few, as each may multiply the size of the answer. */
const PATHS_PER_REQUEST = 4

// --- The `fields` values ----------------------------------------------------------------------------

/** Relation names, as Medusa's entities and our links name them. */
const RELATIONS = [
  "customers", "customer", "addresses", "address", "shipping_address", "billing_address", "orders", "favorites",
  "products", "product", "variants", "variant", "seller_store", "seller_stores", "stock_locations", "stock_location",
  "location", "location_levels", "inventory_items", "inventory", "sales_channels", "sales_channel", "shipping_options",
  "items", "carts", "fulfillment_sets", "service_zone", "type", "categories", "collection",
]

/** Where each relation leads: a path's second and third steps follow these. */
const product = ["customers", "variants", "seller_store", "sales_channels", "type", "categories", "collection"]
const customer = ["addresses", "orders", "carts", "favorites", "sales_channel", "products"]
const sellerStore = ["products", "stock_locations", "shipping_options", "customers", "orders"]
const stockLocation = ["address", "location_levels", "sales_channels", "fulfillment_sets"]
const NEXT: Record<string, string[]> = {
  products: product, product, favorites: product,
  variants: ["product", "inventory_items", "inventory"], variant: ["product", "inventory_items", "inventory"],
  customers: customer, customer,
  addresses: ["customer"], address: ["customer"], shipping_address: ["customer"], billing_address: ["customer"],
  orders: ["customer", "items", "shipping_address", "billing_address", "seller_store"],
  items: ["product", "variant"], carts: ["customer", "items", "shipping_address"],
  seller_store: sellerStore, seller_stores: sellerStore,
  stock_locations: stockLocation, stock_location: stockLocation, location: stockLocation,
  location_levels: ["stock_location", "stock_locations", "inventory"],
  inventory_items: ["inventory", "location_levels"], inventory: ["location_levels", "variants"],
  sales_channels: ["products", "stock_locations", "customers"], sales_channel: ["products", "stock_locations", "customers"],
  shipping_options: ["seller_store", "service_zone", "stock_locations"],
  fulfillment_sets: ["service_zones", "location"], service_zone: ["fulfillment_set", "shipping_options"],
  type: ["products"], categories: ["products"], collection: ["products"],
}

/** The kind of record a relation name holds, to leave out paths that come back to a kind already on them. */
const KIND: Record<string, string> = {
  product: "products", favorites: "products", customer: "customers", variant: "variants", seller_stores: "seller_store",
  stock_location: "stock_locations", location: "stock_locations", sales_channel: "sales_channels",
  shipping_address: "addresses", billing_address: "addresses",
}
const kind = (name: string) => KIND[name] ?? name

/** Paths the sweep must try whatever the vocabulary says. */
const SPECIFIC_FIELDS = [
  "products.customers.email", "products.customers.addresses.*", "seller_store.products.customers.*",
  "variants.inventory_items.inventory.location_levels.*", "stock_locations.address.*", "products.status",
  "products.title", "seller_store.products.*", "items.product.customers.email", "*customers", "customer.*",
  "+customers.email", "+products.*", "+stock_locations.address.address_1",
]

/**
 * Every relation name, then up to two more steps along NEXT. A path that comes back to a kind of record
 * already on it (products.sales_channels.products) reaches nothing a shorter one does not, and multiplies
 * the answer (every product of every product's channel): those are left out.
 */
function relationPaths(): string[] {
  const extend = (paths: string[][]) =>
    paths.flatMap((p) => (NEXT[p[p.length - 1]] ?? []).filter((name) => !p.map(kind).includes(kind(name))).map((name) => [...p, name]))
  const depth1 = RELATIONS.map((name) => [name])
  const depth2 = extend(depth1)
  return [...depth1, ...depth2, ...extend(depth2)].map((p) => p.join("."))
}

/** The `fields` values to ask for: a few paths each, every path as `path.*`, `*path` and `+path.*`. */
function fieldsValues(): string[][] {
  const paths = relationPaths()
  const values: string[][] = []
  for (let i = 0; i < paths.length; i += PATHS_PER_REQUEST) {
    values.push(paths.slice(i, i + PATHS_PER_REQUEST).flatMap((p) => [`${p}.*`, `*${p}`, `+${p}.*`]))
  }
  return [...values, ...SPECIFIC_FIELDS.map((item) => [item])]
}

// --- The secrets ------------------------------------------------------------------------------------

interface Secret {
  what: string
  values: string[]
}

/** JSON keys that are inventory levels, wherever they appear. */
const INVENTORY_KEYS = ["location_levels", "stocked_quantity", "reserved_quantity"]

let secrets: Secret[]
let shop: { sellerStoreHandle: string; productId: string; cartId: string; uploadName: string }
let draft: { id: string; title: string; handle: string }
let customerId: string

/** What of the secrets an answer carries (`sent`, the request's own text, is not counted when echoed). */
function leaksIn(text: string, sent = ""): string[] {
  const found = secrets.filter(({ values }) => values.some((value) => text.includes(value) && !sent.includes(value))).map(({ what }) => what)
  const keys = INVENTORY_KEYS.filter((key) => text.includes(`"${key}":`))
  return keys.length ? [...found, `inventory levels (${keys.join(", ")})`] : found
}

async function stockLocationAddresses(): Promise<string[]> {
  const { body } = await admin("GET", "/admin/stock-locations?fields=id,name,*address&limit=100")
  const addresses = body.stock_locations.map((location: { address?: { address_1?: string } }) => location.address?.address_1)
  return addresses.filter((address: string | undefined): address is string => Boolean(address && address.length >= 6))
}

beforeAll(async () => {
  const shopper = await registerCustomer()
  customerId = shopper.id
  const address_1 = `${RUN.slice(0, 8)} Leak Lane 7`
  const address = await call("POST", "/store/customers/me/addresses", {
    token: shopper.token,
    body: { first_name: "Test", last_name: "Shopper", address_1, city: "Berlin", postal_code: "10115", country_code: "de" },
  })
  expect(address.status, JSON.stringify(address.body)).toBe(200)

  // The favourite, the draft and the cart's tea all sit in one tea house, and the draft has the favourite's
  // type and the customer's sales channel: whatever a public route starts from, a relation reaches them.
  const { body: stores } = await storeGet("/store/seller-stores?fields=id,handle")
  const house = stores.seller_stores[0]
  const { body: products } = await storeGet(`/store/products?limit=100&fields=id,thumbnail,type_id,variants.id`)
  const favourite = products.products.find((p: { store_id: string }) => p.store_id === house.id)
  const favored = await call("POST", "/store/customers/add-favorite-product", { token: shopper.token, body: { product_id: favourite.id } })
  expect(favored.status, JSON.stringify(favored.body)).toBe(200)

  const salesChannelId = (await admin("GET", "/admin/sales-channels?name=Consumer&fields=id")).body.sales_channels[0].id
  const joined = await admin("POST", `/admin/customers/${shopper.id}/sales-channel`, { sales_channel_id: salesChannelId })
  expect(joined.status, JSON.stringify(joined.body)).toBe(200)
  const created = await admin("POST", "/admin/products", {
    title: `Secret draft ${RUN}`,
    handle: `secret-draft-${RUN}`,
    status: "draft",
    type_id: favourite.type_id,
    sales_channels: [{ id: salesChannelId }],
    options: [{ title: "Size", values: ["50 g"] }],
    variants: [{ title: "50 g", options: { Size: "50 g" }, prices: [{ currency_code: "eur", amount: 5 }] }],
    additional_data: { store_id: house.id },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  draft = { id: created.body.product.id, title: `Secret draft ${RUN}`, handle: `secret-draft-${RUN}` }

  // An order of the customer's in that house: a house's orders (with their emails) are for staff alone.
  const houseTeas = { id: house.id, name: house.handle, variantIds: [favourite.variants[0].id] }
  const ordered = await complete((await readyCart(houseTeas, { email: shopper.email, token: shopper.token })).id, shopper.token)
  expect(ordered.body.type, JSON.stringify(ordered.body)).toBe("order")

  const { body: regions } = await storeGet("/store/regions?fields=id")
  const cart = await call("POST", "/store/carts", { body: { region_id: regions.regions[0].id, sales_channel_id: salesChannelId } })
  await call("POST", `/store/carts/${cart.body.cart.id}/line-items`, { body: { variant_id: favourite.variants[0].id, quantity: 1 } })

  shop = {
    sellerStoreHandle: house.handle,
    productId: favourite.id,
    cartId: cart.body.cart.id,
    uploadName: path.basename(favourite.thumbnail ?? "none.svg"),
  }
  secrets = [
    { what: "the customer's email", values: [shopper.email] },
    { what: "the customer's address", values: [address_1] },
    { what: "the draft product", values: [draft.id, draft.title, draft.handle] },
    { what: "a stock location's address", values: await stockLocationAddresses() },
  ]
})

afterAll(async () => {
  if (draft) await admin("DELETE", `/admin/products/${draft.id}`)
  if (customerId) await admin("DELETE", `/admin/customers/${customerId}`)
})

// --- Asking -----------------------------------------------------------------------------------------

const publicRoutes = allRoutes().filter((route) => route.method === "GET" && audience(route.path) !== "staff")
const listRoutes = publicRoutes.filter((route) => pathParams(route.path).length === 0)

function realParam(collection: string): string {
  const byCollection: Record<string, string> = {
    "seller-stores": shop.sellerStoreHandle,
    products: shop.productId,
    carts: shop.cartId,
    uploads: shop.uploadName,
    customers: customerId,
  }
  return encodeURIComponent(byCollection[collection] ?? "no-such-record")
}

let requests = 0
const slowest: { target: string; ms: number; status: number }[] = []

/** A public call: the publishable key only, no customer. */
async function ask(route: Route, query: string): Promise<RawAnswer> {
  const target = `${fillPath(route.path, (_, collection) => realParam(collection))}?${query}`
  const request = { method: "GET", target, headers: { "x-publishable-api-key": stack().publishableKey } }
  requests++
  let answer = await send(request)
  if (answer.error === "ECONNREFUSED") {
    await waitForBackend()
    answer = await send(request)
  }
  // Sending more to a back end that no longer answers would only pile up work for it.
  if (answer.error) throw new Error(`No answer (${answer.error}) to GET ${excerpt(target, 300)}`)
  slowest.push({ target, ms: answer.ms, status: answer.status })
  return answer
}

const fieldsQuery = (items: string[]) => `fields=${items.map(encodeURIComponent).join(",")}`

interface Leak {
  route: Route
  what: string
  /** The smallest `fields` value found that shows it (none: the route shows it unasked). */
  fields: string[]
}

/** Halves `items` while one half alone still shows `what`: the smallest `fields` value that leaks it. */
async function narrowDown(route: Route, items: string[], what: string): Promise<string[]> {
  let current = items
  while (current.length > 1) {
    const middle = Math.floor(current.length / 2)
    let leaking: string[] | undefined
    for (const half of [current.slice(0, middle), current.slice(middle)]) {
      const answer = await ask(route, fieldsQuery(half))
      if (answer.status === 200 && leaksIn(answer.text).includes(what)) {
        leaking = half
        break
      }
    }
    if (!leaking) break // only together
    current = leaking
  }
  return current
}

/** The items of a `fields` value that an error message names, word for word. */
function namedIn(message: string, items: string[]): string[] {
  const words = new Set(message.split(/[\s,;:'"`()[\]]+/))
  return items.filter((item) => words.has(item))
}

/**
 * Asks one route for some fields. A refusal (4xx) passes; but a 400 or 5xx may be about one item of
 * several, which must not hide the others: the items a 400 names are left out and the rest asked again,
 * else each item is asked on its own (unless the first one alone gets the very same refusal: then the
 * route refuses `fields` whatever it asks for).
 */
async function sweepFields(route: Route, items: string[], found: Map<string, Leak>): Promise<RawAnswer> {
  const answer = await ask(route, fieldsQuery(items))
  if ((answer.status === 400 || answer.status >= 500) && items.length > 1) {
    const named = answer.status === 400 ? namedIn(answer.text, items) : []
    const rest = items.filter((item) => !named.includes(item))
    if (named.length) return rest.length ? sweepFields(route, rest, found) : answer
    for (const [index, item] of items.entries()) {
      const alone = await sweepFields(route, [item], found)
      if (index === 0 && alone.status === answer.status && alone.text === answer.text) break
    }
    return answer
  }
  if (answer.status === 200) {
    for (const what of leaksIn(answer.text)) {
      if (!found.has(what)) found.set(what, { route, what, fields: await narrowDown(route, items, what) })
    }
  }
  return answer
}

/** Each route that answers a shopper with JSON, asked for every `fields` value; the first leak of each secret. */
async function sweepRoute(route: Route): Promise<Leak[]> {
  const plain = await ask(route, "")
  if (plain.status !== 200 || !plain.contentType.includes("json")) return []
  // What the route shows without being asked is its own leak, not one of some `fields` value.
  const found = new Map<string, Leak>(leaksIn(plain.text).map((what) => [what, { route, what, fields: [] }]))
  for (const fields of fieldsValues()) await sweepFields(route, fields, found)
  return [...found.values()]
}

function describeLeak({ route, what, fields }: Leak): string {
  const query = fields.length ? `?fields=${fields.join(",")}` : " (asked plainly)"
  return `${what}: GET ${excerpt(fillPath(route.path, (_, collection) => realParam(collection)) + query, 300)}`
}

function printSummary(seconds: number) {
  const top = [...slowest].sort((a, b) => b.ms - a.ms).slice(0, 5)
  console.log(
    [
      `data exposure: ${publicRoutes.length} public routes, ${fieldsValues().length} fields values each, ${requests} requests, ${seconds} s`,
      `slowest: ${top.map(({ target, ms, status }) => `${ms} ms ${status} GET ${excerpt(target, 160)}`).join("\n         ")}`,
    ].join("\n"),
  )
}

// --- The tests --------------------------------------------------------------------------------------

describe("what a shopper can read", () => {
  it("finds the public routes", () => {
    expect(publicRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(["/store/seller-stores", "/store/products", "/store/listing"]))
  })

  it("the secrets are there to find: staff can read each of them", async () => {
    const staffReads = [
      `/admin/customers/${customerId}?fields=id,email,*addresses`,
      `/admin/products/${draft.id}?fields=id,title,handle`,
      "/admin/stock-locations?fields=id,*address&limit=100",
      "/admin/inventory-items?fields=id,*location_levels&limit=1",
    ]
    const seen = new Set<string>()
    for (const route of staffReads) for (const what of leaksIn(JSON.stringify((await admin("GET", route)).body))) seen.add(what.replace(/ \(.*/, ""))
    expect([...seen].sort()).toEqual([...secrets.map(({ what }) => what), "inventory levels"].sort())
  })

  it("no `fields` value shows a customer, a draft, a stock location's address or inventory levels", async () => {
    const started = performance.now()
    const leaks = (await inPool(publicRoutes, CONCURRENCY, sweepRoute)).flat()
    printSummary(Math.round((performance.now() - started) / 1000))
    expect(leaks.length, `${leaks.length} leaks:\n${leaks.map(describeLeak).join("\n")}`).toBe(0)
  })

  it("no list shows the draft product, asked plainly, for drafts or by its title, handle or id", async () => {
    const queries = ["", "status=draft", `q=${encodeURIComponent(draft.title)}`, `handle=${draft.handle}`, `id=${draft.id}`, "limit=1000"]
    const asked = listRoutes.flatMap((route) => queries.map((query) => ({ route, query })))
    const answers = await inPool(asked, CONCURRENCY, async ({ route, query }) => ({ route, query, answer: await ask(route, query) }))
    const leaks = answers.flatMap(({ route, query, answer }) => {
      const what = answer.status === 200 ? leaksIn(answer.text, decodeURIComponent(query)) : []
      return what.length ? [`${what.join(", ")}: GET ${route.path}?${query}`] : []
    })
    expect(leaks.length, `${leaks.length} leaks:\n${leaks.join("\n")}`).toBe(0)
  })

  it("a cart's shipping options never show the stock location they ship from", async () => {
    // Express matches a path whatever its letter case: /store/SHIPPING-OPTIONS is the same route.
    for (const path of ["/store/shipping-options", "/store/SHIPPING-OPTIONS"]) {
      const route = { method: "GET", path, source: "Medusa (the checkout's call)" }
      const asked = ["", "fields=*service_zone.fulfillment_set.location.address", "fields=%2Bservice_zone.fulfillment_set.location.*"]
      for (const fields of asked) {
        const answer = await ask(route, `cart_id=${shop.cartId}${fields ? `&${fields}` : ""}`)
        expect(answer.status, answer.text).toBe(200)
        expect(JSON.parse(answer.text).shipping_options.length).toBeGreaterThan(0)
        expect(leaksIn(answer.text), `${path}?${fields}`).toEqual([])
      }
    }
  })
})
