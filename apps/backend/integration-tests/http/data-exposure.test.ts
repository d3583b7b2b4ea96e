import crypto from "node:crypto"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import { excerpt, inPool, send, waitForBackend, type RawAnswer } from "../raw-http"
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
/** Keeps each request well under the header size limit: longer `fields` lists are sent in several requests. */
const MAX_FIELDS_LENGTH = 6_000

// --- The `fields` values ----------------------------------------------------------------------------

/** Relation names, as Medusa's entities and our links name them. */
const RELATIONS = [
  "customers", "customer", "addresses", "address", "shipping_address", "billing_address", "orders", "favorites",
  "products", "product", "variants", "variant", "seller_store", "seller_stores", "stock_locations", "stock_location",
  "location", "location_levels", "inventory_items", "inventory", "sales_channels", "sales_channel", "shipping_options",
  "items", "carts", "fulfillment_sets", "service_zone", "type", "categories", "collection",
]

/** Where each relation leads: the third step of a path follows these, so that depth 3 stays a few thousand paths. */
const product = ["customers", "variants", "seller_store", "sales_channels", "type", "categories", "collection"]
const customer = ["addresses", "orders", "carts", "favorites", "sales_channel", "products"]
const sellerStore = ["products", "stock_locations", "shipping_options", "customers"]
const stockLocation = ["address", "location_levels", "sales_channels", "fulfillment_sets"]
const NEXT: Record<string, string[]> = {
  products: product, product, favorites: product,
  variants: ["product", "inventory_items", "inventory"], variant: ["product", "inventory_items", "inventory"],
  customers: customer, customer,
  addresses: ["customer"], address: ["customer"], shipping_address: ["customer"], billing_address: ["customer"],
  orders: ["customer", "items", "shipping_address", "billing_address"],
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

/** Paths the sweep must try whatever the vocabulary says. */
const SPECIFIC_FIELDS = [
  "products.customers.email", "products.customers.addresses.*", "seller_store.products.customers.*",
  "variants.inventory_items.inventory.location_levels.*", "stock_locations.address.*", "products.status",
  "products.title", "seller_store.products.*", "items.product.customers.email", "*customers", "customer.*",
  "+customers.email", "+products.*", "+stock_locations.address.address_1",
]

function relationPaths(): string[] {
  const depth1 = RELATIONS.map((name) => [name])
  const depth2 = depth1.flatMap((p) => RELATIONS.filter((name) => name !== p[0]).map((name) => [...p, name]))
  const depth3 = depth2.flatMap((p) => (NEXT[p[1]] ?? []).map((name) => [...p, name]))
  return [...depth1, ...depth2, ...depth3].map((p) => p.join("."))
}

/** Every `fields` item to ask for: each path as `path.*`, `*path` and `+path.*`, and the specific ones. */
const FIELD_ITEMS = [...relationPaths().flatMap((p) => [`${p}.*`, `*${p}`, `+${p}.*`]), ...SPECIFIC_FIELDS]

/** The items in `fields` values of at most MAX_FIELDS_LENGTH characters. */
function packs(items: string[]): string[][] {
  const result: string[][] = [[]]
  let length = 0
  for (const item of items) {
    if (length + item.length + 1 > MAX_FIELDS_LENGTH) {
      result.push([])
      length = 0
    }
    result[result.length - 1].push(item)
    length += item.length + 1
  }
  return result
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

  // The favourite, the draft and the cart all sit in one tea house, so its relations reach all of them.
  const { body: stores } = await storeGet("/store/seller-stores?fields=id,handle")
  const house = stores.seller_stores[0]
  const { body: products } = await storeGet(`/store/products?limit=100&fields=id,thumbnail,variants.id`)
  const favourite = products.products.find((p: { store_id: string }) => p.store_id === house.id)
  const favored = await call("POST", "/store/customers/add-favorite-product", { token: shopper.token, body: { product_id: favourite.id } })
  expect(favored.status, JSON.stringify(favored.body)).toBe(200)

  const salesChannelId = (await admin("GET", "/admin/sales-channels?name=Consumer&fields=id")).body.sales_channels[0].id
  const created = await admin("POST", "/admin/products", {
    title: `Secret draft ${RUN}`,
    handle: `secret-draft-${RUN}`,
    status: "draft",
    sales_channels: [{ id: salesChannelId }],
    options: [{ title: "Size", values: ["50 g"] }],
    variants: [{ title: "50 g", options: { Size: "50 g" }, prices: [{ currency_code: "eur", amount: 5 }] }],
    additional_data: { store_id: house.id },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  draft = { id: created.body.product.id, title: `Secret draft ${RUN}`, handle: `secret-draft-${RUN}` }

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

/** A public call: the publishable key only, no customer. */
async function ask(route: Route, query: string): Promise<RawAnswer> {
  const target = `${fillPath(route.path, (_, collection) => realParam(collection))}?${query}`
  const request = { method: "GET", target, headers: { "x-publishable-api-key": stack().publishableKey } }
  requests++
  const answer = await send(request)
  if (answer.error !== "ECONNREFUSED") return answer
  await waitForBackend()
  return send(request)
}

const fieldsQuery = (items: string[]) => `fields=${items.map(encodeURIComponent).join(",")}`

interface Leak {
  route: Route
  what: string
  /** The smallest `fields` value found that shows it. */
  fields: string[]
}

/** Halves `items` while one half alone still shows `what`: the smallest `fields` value that leaks it. */
async function narrowDown(route: Route, items: string[], what: string): Promise<string[]> {
  let current = items
  while (current.length > 1) {
    const middle = Math.floor(current.length / 2)
    const halves = [current.slice(0, middle), current.slice(middle)]
    let leaking: string[] | undefined
    for (const half of halves) {
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

/**
 * Asks one route for a pack of fields. A refusal (4xx) passes, but one item of the pack may be what was
 * refused: items the error names are dropped and the rest asked again; a pack too long is halved.
 */
async function sweepPack(route: Route, items: string[], found: Map<string, Leak>): Promise<void> {
  if (!items.length) return
  const answer = await ask(route, fieldsQuery(items))
  if (answer.status === 431 && items.length > 1) {
    const middle = Math.floor(items.length / 2)
    for (const half of [items.slice(0, middle), items.slice(middle)]) await sweepPack(route, half, found)
    return
  }
  if (answer.status === 400) {
    const named = items.filter((item) => answer.text.includes(item.replace(/^[*+]/, "")))
    if (named.length && named.length < items.length) await sweepPack(route, items.filter((item) => !named.includes(item)), found)
    return
  }
  if (answer.status !== 200) return
  for (const what of leaksIn(answer.text)) {
    if (!found.has(what)) found.set(what, { route, what, fields: await narrowDown(route, items, what) })
  }
}

async function sweepRoute(route: Route): Promise<Leak[]> {
  const found = new Map<string, Leak>()
  for (const pack of packs(FIELD_ITEMS)) await sweepPack(route, pack, found)
  return [...found.values()]
}

function describeLeak({ route, what, fields }: Leak): string {
  const target = `${fillPath(route.path, (_, collection) => realParam(collection))}?fields=${fields.join(",")}`
  return `${what}: GET ${excerpt(target, 300)}`
}

// --- The tests --------------------------------------------------------------------------------------

describe("what a shopper can read", () => {
  it("finds the public routes", () => {
    expect(publicRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(["/store/seller-stores", "/store/products", "/store/listing"]))
  })

  it("no `fields` value shows a customer, a draft, a stock location's address or inventory levels", async () => {
    const started = performance.now()
    const leaks = (await inPool(publicRoutes, CONCURRENCY, sweepRoute)).flat()
    console.log(
      `data exposure: ${FIELD_ITEMS.length} fields items, ${packs(FIELD_ITEMS).length} requests a route before narrowing down, ` +
        `${publicRoutes.length} routes, ${requests} requests, ${Math.round((performance.now() - started) / 1000)} s`,
    )
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
    const route = { method: "GET", path: "/store/shipping-options", source: "Medusa (the checkout's call)" }
    const asked = ["", "fields=*service_zone.fulfillment_set.location.address", "fields=%2Bservice_zone.fulfillment_set.location.*"]
    for (const fields of asked) {
      const answer = await ask(route, `cart_id=${shop.cartId}${fields ? `&${fields}` : ""}`)
      expect(answer.status, answer.text).toBe(200)
      expect(JSON.parse(answer.text).shipping_options.length).toBeGreaterThan(0)
      expect(leaksIn(answer.text), fields).toEqual([])
    }
  })
})
