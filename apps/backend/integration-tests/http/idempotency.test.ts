import crypto from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { type HouseTeas, addressedCart, teaHouses } from "../checkout"
import { call, registerCustomer } from "../shoppers"
import { stack } from "../stack"

let house: HouseTeas

beforeAll(async () => {
  ;[house] = await teaHouses()
})

const newKey = () => crypto.randomUUID()

const addLine = (cartId: string, key: string | undefined, body: unknown = { variant_id: house.variantIds[0], quantity: 1 }, token?: string) =>
  call("POST", `/store/carts/${cartId}/line-items`, { body, token, headers: key === undefined ? {} : { "idempotency-key": key } })

const quantities = async (cartId: string) =>
  (await call("GET", `/store/carts/${cartId}?fields=id,items.quantity`)).body.cart.items.map((item: { quantity: number }) => item.quantity)

describe("a store POST with an Idempotency-Key", () => {
  it("runs once: sent again, it gets the first answer replayed, marked as such", async () => {
    const cart = await addressedCart()
    const key = newKey()
    const first = await addLine(cart.id, key)
    const again = await addLine(cart.id, key)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.headers.get("idempotent-replayed")).toBeNull()
    expect(again.status).toBe(200)
    expect(again.headers.get("idempotent-replayed")).toBe("true")
    expect(again.body).toEqual(first.body)
    expect(await quantities(cart.id)).toEqual([1])
  })

  it("runs once when sent five times at the same moment", async () => {
    const cart = await addressedCart()
    const key = newKey()
    const answers = await Promise.all(Array.from({ length: 5 }, () => addLine(cart.id, key)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === "true")).toHaveLength(4)
    for (const answer of answers) expect(answer.body).toEqual(answers[0].body)
    expect(await quantities(cart.id)).toEqual([1])
  })

  it("keeps a retry waiting while the request its caller gave up on still runs, then replays its answer", async () => {
    const cart = await addressedCart()
    const key = newKey()
    const { backendUrl, publishableKey } = stack()
    const gaveUp = new AbortController()
    const first = fetch(`${backendUrl}/store/carts/${cart.id}/line-items`, {
      method: "POST",
      headers: { "x-publishable-api-key": publishableKey, "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify({ variant_id: house.variantIds[0], quantity: 1 }),
      signal: gaveUp.signal,
    }).catch(() => undefined)
    // The caller gives up while the back end runs the request: here it has the request in hand after a few ms
    // and answers after some 170 ms. The abort is the scenario, not a wait before an assertion.
    setTimeout(() => gaveUp.abort(), 70)
    await first
    const retry = await addLine(cart.id, key)
    expect(retry.status, JSON.stringify(retry.body)).toBe(200)
    expect(retry.headers.get("idempotent-replayed")).toBe("true")
    expect(retry.body.cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([1])
    expect(await quantities(cart.id)).toEqual([1])
  })

  it("replays a refusal too, without running again", async () => {
    const cart = await addressedCart()
    const key = newKey()
    const first = await addLine(cart.id, key, { variant_id: "variant_missing", quantity: 1 })
    const again = await addLine(cart.id, key, { variant_id: "variant_missing", quantity: 1 })
    expect(first.status).toBeGreaterThanOrEqual(400)
    expect(first.status).toBeLessThan(500)
    expect(again.status).toBe(first.status)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get("idempotent-replayed")).toBe("true")
  })

  it("is a 422 with a message when the key comes back with another body", async () => {
    const cart = await addressedCart()
    const key = newKey()
    expect((await addLine(cart.id, key)).status).toBe(200)
    const other = await addLine(cart.id, key, { variant_id: house.variantIds[0], quantity: 3 })
    expect(other.status).toBe(422)
    expect(other.body.message).toMatch(/Idempotency-Key was already used for a request with another body/)
    expect(await quantities(cart.id)).toEqual([1])
  })

  it("names another request on another route: the same key on another cart runs there", async () => {
    const [one, two] = await Promise.all([addressedCart(), addressedCart()])
    const key = newKey()
    expect((await addLine(one.id, key)).status).toBe(200)
    const there = await addLine(two.id, key)
    expect(there.status).toBe(200)
    expect(there.headers.get("idempotent-replayed")).toBeNull()
    expect(await quantities(two.id)).toEqual([1])
  })

  it("cannot replay another caller's answer: two customers creating carts with one key get a cart each", async () => {
    const [alice, bob] = await Promise.all([registerCustomer(), registerCustomer()])
    const key = newKey()
    const channel = (await call("GET", "/store/sales-channels")).body.sales_channels[0]
    const region = (await call("GET", "/store/regions?fields=id&limit=1")).body.regions[0]
    const body = { region_id: region.id, sales_channel_id: channel.id }
    const create = (token?: string) => call("POST", "/store/carts", { body, token, headers: { "idempotency-key": key } })
    const [forAlice, forBob, forGuest] = [await create(alice.token), await create(bob.token), await create()]
    for (const answer of [forAlice, forBob, forGuest]) {
      expect(answer.status).toBe(200)
      expect(answer.headers.get("idempotent-replayed")).toBeNull()
    }
    expect(forAlice.body.cart.customer_id).toBe(alice.id)
    expect(forBob.body.cart.customer_id).toBe(bob.id)
    expect(new Set([forAlice.body.cart.id, forBob.body.cart.id, forGuest.body.cart.id]).size).toBe(3)
    const aliceAgain = await create(alice.token)
    expect(aliceAgain.body.cart.id).toBe(forAlice.body.cart.id)
    expect(aliceAgain.headers.get("idempotent-replayed")).toBe("true")
  })

  it("is refused with a 400 and a message when empty or longer than 255 characters", async () => {
    const cart = await addressedCart()
    for (const key of ["", "k".repeat(256)]) {
      const { status, body } = await addLine(cart.id, key)
      expect(status, `key of ${key.length} characters`).toBe(400)
      expect(body.message).toMatch(/Idempotency-Key/)
    }
    expect((await addLine(cart.id, "k".repeat(255))).status).toBe(200)
    expect(await quantities(cart.id)).toEqual([1])
  })
})

describe("a store POST without an Idempotency-Key", () => {
  it("runs every time, as before", async () => {
    const cart = await addressedCart()
    const first = await addLine(cart.id, undefined)
    const again = await addLine(cart.id, undefined)
    expect([first.status, again.status]).toEqual([200, 200])
    expect(again.headers.get("idempotent-replayed")).toBeNull()
    expect(await quantities(cart.id)).toEqual([2])
  })
})
