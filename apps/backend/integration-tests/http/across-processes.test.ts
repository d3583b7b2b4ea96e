import crypto from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import { readyCart, teaHouses } from "../checkout"
import { eventually } from "../eventually"
import { anotherClient, callFrom } from "../client-http"
import { nthServer, serverUrls } from "../servers"
import { registerCustomer, SHOPPER_PASSWORD } from "../shoppers"

/**
 * With REDIS_URL the back end runs as several server processes and one worker, which alone runs the
 * subscribers. What a request keeps for later ones must then hold for all of them: versions, counts and
 * idempotency answers in the Cache Module, locks in the Locking Module (both in Redis), and each change a
 * subscriber handles seen by every server, not only by the process it ran in. Calls here take the servers
 * in turns (servers.ts), each on a connection of its own; against the one-process test stack they reach
 * the same process, and the promises are the same.
 */

type Scope = { region_id: string; sales_channel_id: string }
type CartLine = { id: string; quantity: number; store_id: string | null; store_name: string | null }

let scope: Scope
let tea: { variantId: string; houseId: string }

/** One client per test, so that no count kept per client (sign-ins, promotion codes) is shared with another. */
let client: string
const on = (i: number, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) =>
  callFrom(client, method, path, { ...options, baseUrl: nthServer(i) })

beforeAll(async () => {
  client = anotherClient()
  const { body: regions } = await on(0, "GET", "/store/regions?fields=id,currency_code")
  const channel = (await on(0, "GET", "/store/sales-channels")).body.sales_channels[0]
  scope = { region_id: regions.regions.find((r: { currency_code: string }) => r.currency_code === "eur").id, sales_channel_id: channel.id }
  // A tea the checkout and price tests leave alone: the eleventh of the catalogue.
  const { body } = await on(0, "GET", "/store/products?limit=1&offset=10&order=handle&fields=id,variants.id")
  tea = { variantId: body.products[0].variants[0].id, houseId: body.products[0].store_id }
})

async function cartWithTheTea(): Promise<{ id: string; line: string }> {
  const created = await on(0, "POST", "/store/carts", { body: { ...scope, items: [{ variant_id: tea.variantId, quantity: 1 }] } })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return { id: created.body.cart.id, line: created.body.cart.items[0].id }
}

const cartLine = async (i: number, cartId: string): Promise<CartLine> => {
  const { status, body } = await on(i, "GET", `/store/carts/${cartId}?fields=id,items.id,items.quantity`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.cart.items[0]
}

/** Reads on every server, twice, so that each has kept the answer it gives. */
async function keptEverywhere<T>(read: (i: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = []
  for (let i = 0; i < serverUrls().length; i++) answers.push(await read(i), await read(i))
  return answers
}

describe("a cart's kept answer, over the servers", () => {
  it("shows a write made on one server in the very next read on the next", async () => {
    const cart = await cartWithTheTea()
    for (let quantity = 2; quantity <= 16; quantity++) {
      await keptEverywhere((i) => cartLine(i, cart.id))
      const written = await on(quantity, "POST", `/store/carts/${cart.id}/line-items/${cart.line}`, { body: { quantity } })
      expect(written.status, JSON.stringify(written.body)).toBe(200)
      expect((await cartLine(quantity + 1, cart.id)).quantity).toBe(quantity)
    }
  })

  it("shows the new name of the line's tea house staff renamed, on every server, within seconds", async () => {
    const cart = await cartWithTheTea()
    const [before] = await keptEverywhere((i) => cartLine(i, cart.id))
    expect(before.store_id).toBe(tea.houseId)
    const name = before.store_name!
    const renamed = `${name} ${crypto.randomUUID().slice(0, 6)}`
    expect((await admin("POST", `/admin/seller-stores/${tea.houseId}`, { name: renamed })).status).toBe(200)
    try {
      for (let i = 0; i < serverUrls().length; i++) {
        const seen = await eventually(() => cartLine(i, cart.id), (line) => line.store_name === renamed, { timeout: 10_000 })
        expect(seen.store_name, nthServer(i)).toBe(renamed)
      }
    } finally {
      expect((await admin("POST", `/admin/seller-stores/${tea.houseId}`, { name })).status).toBe(200)
    }
  })
})

describe("the listing, over the servers", () => {
  const count = async (i: number): Promise<number> => {
    const { status, body } = await on(i, "GET", "/store/listing?sort=newest")
    expect(status, JSON.stringify(body)).toBe(200)
    return body.count
  }
  /** The count every server answers, once each shows `expected` (within 10 s each). */
  const countsOnEveryServer = async (expected: number) => {
    const counts: number[] = []
    for (let i = 0; i < serverUrls().length; i++) counts.push(await eventually(() => count(i), (n) => n === expected, { timeout: 10_000 }))
    return counts
  }

  it("counts a tea staff add, and forgets it once deleted, on every server: not only where the event was handled", async () => {
    const [shelf] = await keptEverywhere(count)
    const { status, body } = await admin("POST", "/admin/products", {
      title: `Across Processes Sencha ${Date.now()}`,
      status: "published",
      sales_channels: [{ id: scope.sales_channel_id }],
      options: [{ title: "Size", values: ["50 g"] }],
      variants: [{ title: "50 g", options: { Size: "50 g" }, manage_inventory: false, prices: [{ currency_code: "eur", amount: 9 }] }],
    })
    expect(status, JSON.stringify(body)).toBe(200)
    try {
      expect(await countsOnEveryServer(shelf + 1)).toEqual(serverUrls().map(() => shelf + 1))
    } finally {
      expect((await admin("DELETE", `/admin/products/${body.product.id}`)).status).toBe(200)
    }
    expect(await countsOnEveryServer(shelf)).toEqual(serverUrls().map(() => shelf))
  })
})

describe("locks and counts, over the servers", () => {
  it("four promotion codes at once on one cart are judged one after another, none left waiting for a lock", async () => {
    client = anotherClient()
    const cart = await cartWithTheTea()
    const started = Date.now()
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => on(i, "POST", `/store/carts/${cart.id}/promotions`, { body: { promo_codes: [`ACROSS-${crypto.randomUUID().slice(0, 8)}`] } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400])
    // A caller that cannot have the lock waits 10 s for it, then gets a 429.
    expect(Date.now() - started).toBeLessThan(8_000)
  })

  it("failed sign-ins sent to the servers in turns are counted together; the owner signs in from another client", async () => {
    client = anotherClient()
    const { email } = await registerCustomer()
    const signIn = (i: number, password: string) => on(i, "POST", "/auth/customer/emailpass", { body: { email, password } })
    for (let i = 0; i < 5; i++) expect((await signIn(i, `wrong-${i}`)).status).toBe(401)
    for (let i = 5; i < 7; i++) expect((await signIn(i, SHOPPER_PASSWORD)).status).toBe(429)
    client = anotherClient()
    expect((await signIn(0, SHOPPER_PASSWORD)).status).toBe(200)
  })

  it("failed sign-ins sent to the servers at once are counted one after another: five are checked, the rest refused", async () => {
    client = anotherClient()
    const { email } = await registerCustomer()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => on(i, "POST", "/auth/customer/emailpass", { body: { email, password: `wrong-${i}` } })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429])
  })

  it("an Idempotency-Key sent to every server at once runs once, and a retry on another server replays it", async () => {
    client = anotherClient()
    const cart = await cartWithTheTea()
    const key = crypto.randomUUID()
    const add = (i: number) =>
      on(i, "POST", `/store/carts/${cart.id}/line-items?fields=id,items.quantity`, {
        headers: { "idempotency-key": key },
        body: { variant_id: tea.variantId, quantity: 1 },
      })
    const answers = await Promise.all([0, 1, 2, 3].map(add))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === "true")).toHaveLength(3)
    const retried = await add(4)
    expect(retried.headers.get("idempotent-replayed")).toBe("true")
    expect(retried.body).toEqual(answers.find((answer) => !answer.headers.get("idempotent-replayed"))!.body)
    expect((await cartLine(5, cart.id)).quantity).toBe(2)
  })

  it("a cart completed on every server at once is one order, which each answer names", async () => {
    client = anotherClient()
    const house = (await teaHouses())[0]
    const cart = await readyCart(house)
    const answers = await Promise.all([0, 1, 2, 3].map((i) => on(i, "POST", `/store/carts/${cart.id}/complete`)))
    expect(answers.map((answer) => answer.status), JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 200, 200, 200])
    expect(new Set(answers.map((answer) => answer.body.order?.id)).size).toBe(1)
  })
})
