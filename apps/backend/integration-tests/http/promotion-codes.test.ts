import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import { anotherClient, callFrom } from "../client-http"
import { call } from "../shoppers"
import { stack } from "../stack"
import { expectSlowedDown } from "../throttles"

/**
 * Guessing promotion codes is slowed down per cart and per client. Counts outlast a test (15 minutes)
 * and a run, so every test here uses carts and clients of its own, and codes no one else guesses.
 */

const NOT_APPLIED = (code: string) => `The promotion code ${code} is invalid or does not apply to this cart.`
const THROTTLED = /^Too many promotion codes that did not apply\. Try again in \d+ seconds?\.$/

const guess = () => `GUESS-${crypto.randomUUID().slice(0, 8).toUpperCase()}`

let scope: { region_id: string; sales_channel_id: string; variant_id: string }

beforeAll(async () => {
  const region = (await call("GET", "/store/regions?fields=id&limit=1")).body.regions[0]
  const product = (await call("GET", "/store/products?limit=1&fields=id,variants.id&order=handle")).body.products[0]
  const channel = (await call("GET", "/store/sales-channels")).body.sales_channels[0]
  scope = { region_id: region.id, sales_channel_id: channel.id, variant_id: product.variants[0].id }
})

/** A new cart holding one tea, made by `client`. */
async function cartOf(client: string): Promise<string> {
  const created = await callFrom(client, "POST", "/store/carts", { body: { region_id: scope.region_id, sales_channel_id: scope.sales_channel_id } })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const id = created.body.cart.id as string
  const added = await callFrom(client, "POST", `/store/carts/${id}/line-items`, { body: { variant_id: scope.variant_id, quantity: 1 } })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  return id
}

const apply = (client: string, cartId: string, codes: string[], headers?: Record<string, string>) =>
  callFrom(client, "POST", `/store/carts/${cartId}/promotions?fields=id,promotions.code`, { body: { promo_codes: codes }, headers })

const heldCodes = async (cartId: string) =>
  ((await call("GET", `/store/carts/${cartId}?fields=id,promotions.code`)).body.cart.promotions as { code: string }[]).map((p) => p.code)

/** Five codes that do not exist, each a 400 that says so. */
async function failFiveTimes(client: string, cartId: string) {
  for (let i = 0; i < 5; i++) {
    const code = guess()
    const answer = await apply(client, cartId, [code])
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    expect(answer.body).toEqual({ type: "invalid_data", message: NOT_APPLIED(code) })
  }
}

const expectThrottled = (answer: { status: number; body: any; headers: Headers }) => expectSlowedDown(answer, THROTTLED)

describe("guessing promotion codes", () => {
  it("on one cart: after five codes that did not apply, a 429 with Retry-After, the real code too, before any is looked up", async () => {
    const client = anotherClient()
    const cartId = await cartOf(client)
    await failFiveTimes(client, cartId)

    expectThrottled(await apply(client, cartId, [guess()]))
    expectThrottled(await apply(client, cartId, ["WELCOME10"]))
    expect(await heldCodes(cartId)).toEqual([])
  })

  it("is counted per client: a new cart of the same client is slowed down too; another client and its cart are not", async () => {
    const attacker = anotherClient()
    await failFiveTimes(attacker, await cartOf(attacker))

    expectThrottled(await apply(attacker, await cartOf(attacker), [guess()]))

    const shopper = anotherClient()
    const shoppersCart = await cartOf(shopper)
    const wrong = guess()
    expect((await apply(shopper, shoppersCart, [wrong])).body).toEqual({ type: "invalid_data", message: NOT_APPLIED(wrong) })
    const applied = await apply(shopper, shoppersCart, ["WELCOME10"])
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(await heldCodes(shoppersCart)).toEqual(["WELCOME10"])
  })

  it("is counted per cart: the cart stays slowed down from another client, while that client's own carts are not", async () => {
    const first = anotherClient()
    const cartId = await cartOf(first)
    await failFiveTimes(first, cartId)

    const second = anotherClient()
    expectThrottled(await apply(second, cartId, ["WELCOME10"]))
    const ownCart = await cartOf(second)
    expect((await apply(second, ownCart, ["WELCOME10"])).status).toBe(200)
  })

  it("counts the client the storefront vouches for, and only with the storefront's secret", async () => {
    const secret = JSON.parse(fs.readFileSync(path.join(stack().dataDir, "secrets.json"), "utf8")).clientAddressSecret as string
    const storefront = anotherClient()
    const shopper = () => `198.51.${crypto.randomInt(256)}.${crypto.randomInt(256)}`
    const [guesser, neighbour] = [shopper(), shopper()]
    const vouched = (address: string) => ({ "x-leafline-client": address, "x-leafline-storefront-secret": secret })

    for (let i = 0; i < 5; i++) expect((await apply(storefront, await cartOf(storefront), [guess()], vouched(guesser))).status).toBe(400)
    expectThrottled(await apply(storefront, await cartOf(storefront), ["WELCOME10"], vouched(guesser)))
    // Another shopper behind the same storefront is not slowed down.
    expect((await apply(storefront, await cartOf(storefront), ["WELCOME10"], vouched(neighbour))).status).toBe(200)

    // Naming a client without the secret names nothing: the failures are the connection's own.
    const forger = anotherClient()
    const forged = { "x-leafline-client": neighbour, "x-leafline-storefront-secret": "guess" }
    for (let i = 0; i < 5; i++) expect((await apply(forger, await cartOf(forger), [guess()], forged)).status).toBe(400)
    expectThrottled(await apply(forger, await cartOf(forger), [guess()]))
    expect((await apply(storefront, await cartOf(storefront), ["WELCOME10"], vouched(neighbour))).status).toBe(200)
  })

  it("sent side by side, are judged one after another: five are looked up, the rest are 429s", async () => {
    const client = anotherClient()
    const cartId = await cartOf(client)
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(client, cartId, [guess()])))
    expect(answers.map((answer) => answer.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429])
  })

  it("one request is one guess: two new codes at once are a 400; a code the cart holds does not count", async () => {
    const client = anotherClient()
    const cartId = await cartOf(client)
    const twoNew = await apply(client, cartId, [guess(), guess()])
    expect(twoNew.status).toBe(400)
    expect(twoNew.body).toEqual({ type: "invalid_data", message: "Apply one new promotion code at a time." })

    expect((await apply(client, cartId, ["WELCOME10"])).status).toBe(200)
    const code = guess()
    expect((await apply(client, cartId, ["WELCOME10", code])).body).toEqual({ type: "invalid_data", message: NOT_APPLIED(code) })
    expect(await heldCodes(cartId)).toEqual(["WELCOME10"])
  })
})

describe("a shopper's mistakes", () => {
  it("the same wrong code again, or on each of their carts, counts once: a typo never blocks the real code", async () => {
    const shopper = anotherClient()
    const carts = [await cartOf(shopper), await cartOf(shopper)]
    const typo = `WELCOM10-${crypto.randomUUID().slice(0, 4)}`
    for (let i = 0; i < 4; i++) {
      for (const cartId of carts) expect((await apply(shopper, cartId, [typo])).status).toBe(400)
    }
    for (let i = 0; i < 3; i++) expect((await apply(shopper, carts[0], [guess()])).status).toBe(400)
    for (const cartId of carts) {
      const applied = await apply(shopper, cartId, ["WELCOME10"])
      expect(applied.status, JSON.stringify(applied.body)).toBe(200)
      expect(applied.body.cart.promotions.map((p: { code: string }) => p.code)).toEqual(["WELCOME10"])
    }
    // Successes lift nothing: the next new failure is the fifth.
    expect((await apply(shopper, carts[1], [guess()])).status).toBe(400)
    expectThrottled(await apply(shopper, carts[1], [guess()]))
  })
})

describe("a code that exists but does not apply", () => {
  it("answers as a code that does not exist, and counts as a failure", async () => {
    const draft = `DRAFT-${crypto.randomUUID().slice(0, 8).toUpperCase()}`
    const created = await admin("POST", "/admin/promotions", {
      code: draft,
      type: "standard",
      status: "draft",
      is_automatic: false,
      application_method: { type: "percentage", target_type: "items", allocation: "across", value: 5 },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)

    const client = anotherClient()
    const cartId = await cartOf(client)
    const unknown = guess()
    const forUnknown = await apply(client, cartId, [unknown])
    const forDraft = await apply(client, cartId, [draft])
    expect({ status: forDraft.status, body: forDraft.body }).toEqual({
      status: forUnknown.status,
      body: { ...forUnknown.body, message: forUnknown.body.message.replace(unknown, draft) },
    })
    expect(forDraft.status).toBe(400)
    expect(await heldCodes(cartId)).toEqual([])

    for (let i = 0; i < 3; i++) expect((await apply(client, cartId, [guess()])).status).toBe(400)
    expectThrottled(await apply(client, cartId, [guess()]))
  })
})

describe("new codes on other routes", () => {
  it("are refused when a cart is created or updated: codes go through the promotions route", async () => {
    const client = anotherClient()
    const message = "Apply a new promotion code to a cart with POST /store/carts/{id}/promotions, one at a time."
    const created = await callFrom(client, "POST", "/store/carts", {
      body: { region_id: scope.region_id, sales_channel_id: scope.sales_channel_id, promo_codes: ["WELCOME10"] },
    })
    expect(created.status).toBe(400)
    expect(created.body).toEqual({ type: "invalid_data", message })

    const cartId = await cartOf(client)
    const updated = await callFrom(client, "POST", `/store/carts/${cartId}`, { body: { promo_codes: [guess()] } })
    expect(updated.status).toBe(400)
    expect(updated.body).toEqual({ type: "invalid_data", message })
  })

  it("an update may still name the codes the cart holds, or leave them out to remove them", async () => {
    const client = anotherClient()
    const cartId = await cartOf(client)
    expect((await apply(client, cartId, ["WELCOME10"])).status).toBe(200)
    const kept = await callFrom(client, "POST", `/store/carts/${cartId}?fields=id,promotions.code`, { body: { promo_codes: ["WELCOME10"] } })
    expect(kept.status, JSON.stringify(kept.body)).toBe(200)
    expect(await heldCodes(cartId)).toEqual(["WELCOME10"])
    const removed = await callFrom(client, "POST", `/store/carts/${cartId}`, { body: { promo_codes: [] } })
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    expect(await heldCodes(cartId)).toEqual([])
  })
})
