import { CART_MAX_LINES, CART_MAX_UNITS } from "@leafline/shop-contract"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import { checkoutContext } from "../checkout"
import { call } from "../shoppers"
import { medusa, refusal } from "../v1-client"

/**
 * How much one cart may hold, on v2 and v1 alike (the cart workflows' validate hooks): a tea sent twice is
 * one line, at most CART_MAX_LINES lines and CART_MAX_UNITS units. Before, 1,000 items made a cart of
 * 1,000 lines. The teas are sizes of a tea of this file's own, without stock management, so that no stock
 * refuses a cart before its limits do.
 */

const SIZES = CART_MAX_LINES + 1
const LINES = new RegExp(`at most ${CART_MAX_LINES} different items; this one would hold`)
const UNITS = new RegExp(`at most ${CART_MAX_UNITS} units in all; this one would hold`)

let context: Awaited<ReturnType<typeof checkoutContext>>
let productId: string
/** The tea's sizes, each a variant. */
let variants: string[]

beforeAll(async () => {
  context = await checkoutContext("eur")
  const sizes = Array.from({ length: SIZES }, (_, i) => `${i + 1} g`)
  const { status, body } = await admin("POST", "/admin/products", {
    title: `Cart limits tea ${Date.now()}`,
    status: "published",
    sales_channels: [{ id: context.salesChannelId }],
    options: [{ title: "Size", values: sizes }],
    variants: sizes.map((size) => ({ title: size, options: { Size: size }, manage_inventory: false, prices: [{ currency_code: "eur", amount: 1 }] })),
  })
  expect(status, JSON.stringify(body)).toBe(200)
  productId = body.product.id
  const bySize = new Map(body.product.variants.map((variant: { id: string; title: string }) => [variant.title, variant.id]))
  variants = sizes.map((size) => bySize.get(size) as string)
})

afterAll(async () => {
  if (productId) expect((await admin("DELETE", `/admin/products/${productId}`)).status).toBe(200)
})

type Item = { variant_id: string; quantity: number }

/** `count` items of one unit, going round the first `teas` sizes: 1,000 of 10 is each tea 100 times over. */
const items = (count: number, teas: number): Item[] => Array.from({ length: count }, (_, i) => ({ variant_id: variants[i % teas], quantity: 1 }))

const lines = (cart: { items: { variant_id: string; quantity: number }[] }) =>
  cart.items.map((item) => [item.variant_id, item.quantity]).sort(([a], [b]) => String(a).localeCompare(String(b)))

function expectRefused(answer: { status: number; body: { type?: string; message?: string } }, limit: RegExp) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400)
  expect(answer.body).toMatchObject({ type: "invalid_data", message: expect.stringMatching(limit) })
}

describe("a cart's limits on the v2 store API", () => {
  const create = (body: Record<string, unknown>) =>
    call("POST", "/store/carts?fields=id,items.id,items.variant_id,items.quantity", {
      body: { region_id: context.regionId, sales_channel_id: context.salesChannelId, ...body },
    })
  const add = (cartId: string, item: Item) => call("POST", `/store/carts/${cartId}/line-items?fields=id,items.variant_id,items.quantity`, { body: item })
  const update = (cartId: string, lineId: string, quantity: number) =>
    call("POST", `/store/carts/${cartId}/line-items/${lineId}?fields=id,items.variant_id,items.quantity`, { body: { quantity } })

  it("refuses a new cart of 1,000 items with a 400 naming the limit", async () => {
    const answer = await create({ items: items(1000, 10) })
    expectRefused(answer, UNITS)
    expect(answer.body.message).toMatch(/would hold 1000$/)
  })

  it(`takes ${CART_MAX_LINES} different teas and refuses a ${CART_MAX_LINES + 1}st, in a new cart and added to one`, async () => {
    expectRefused(await create({ items: items(SIZES, SIZES) }), LINES)
    const full = await create({ items: items(CART_MAX_LINES, CART_MAX_LINES) })
    expect(full.status, JSON.stringify(full.body)).toBe(200)
    expect(full.body.cart.items).toHaveLength(CART_MAX_LINES)
    expectRefused(await add(full.body.cart.id, { variant_id: variants[CART_MAX_LINES], quantity: 1 }), LINES)
    const more = await add(full.body.cart.id, { variant_id: variants[0], quantity: 1 })
    expect(more.status, JSON.stringify(more.body)).toBe(200)
    expect(more.body.cart.items).toHaveLength(CART_MAX_LINES)
  })

  it("makes one line of a tea sent twice, and adds to it when it is added again", async () => {
    const made = await create({ items: [{ variant_id: variants[0], quantity: 2 }, { variant_id: variants[1], quantity: 1 }, { variant_id: variants[0], quantity: 3 }] })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    expect(lines(made.body.cart)).toEqual(lines({ items: [{ variant_id: variants[0], quantity: 5 }, { variant_id: variants[1], quantity: 1 }] }))
    const added = await add(made.body.cart.id, { variant_id: variants[0], quantity: 4 })
    expect(lines(added.body.cart)).toEqual(lines({ items: [{ variant_id: variants[0], quantity: 9 }, { variant_id: variants[1], quantity: 1 }] }))
  })

  it(`refuses a quantity that takes the cart over ${CART_MAX_UNITS} units, added or updated, and takes one back down`, async () => {
    const made = await create({ items: [{ variant_id: variants[0], quantity: 1 }, { variant_id: variants[1], quantity: 1 }] })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const line = (variant: string) => made.body.cart.items.find((item: { variant_id: string }) => item.variant_id === variant).id
    const [first, second] = [line(variants[0]), line(variants[1])]
    expect((await update(made.body.cart.id, first, CART_MAX_UNITS - 1)).status).toBe(200)
    expectRefused(await update(made.body.cart.id, second, 2), UNITS)
    expectRefused(await add(made.body.cart.id, { variant_id: variants[2], quantity: 1 }), UNITS)
    const lowered = await update(made.body.cart.id, first, 10)
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200)
    expect(lines(lowered.body.cart)).toEqual(lines({ items: [{ variant_id: variants[0], quantity: 10 }, { variant_id: variants[1], quantity: 1 }] }))
  })
})

describe("a cart's limits on the v1 store API", () => {
  const create = (cartItems: Item[]) =>
    medusa().carts.create({ region_id: context.regionId, sales_channel_id: context.salesChannelId, items: cartItems })

  it("refuses a new cart of 1,000 items with a 400 naming the limit", async () => {
    expectRefused(await refusal(create(items(1000, 10))), UNITS)
  })

  it(`takes ${CART_MAX_LINES} different teas and refuses a ${CART_MAX_LINES + 1}st, in a new cart and added to one`, async () => {
    expectRefused(await refusal(create(items(SIZES, SIZES))), LINES)
    const { cart } = await create(items(CART_MAX_LINES, CART_MAX_LINES))
    expect(cart.items).toHaveLength(CART_MAX_LINES)
    expectRefused(await refusal(medusa().carts.lineItems.create(cart.id, { variant_id: variants[CART_MAX_LINES], quantity: 1 })), LINES)
  })

  it("makes one line of a tea sent twice, and adds to it when it is added again", async () => {
    const { cart } = await create([{ variant_id: variants[0], quantity: 2 }, { variant_id: variants[0], quantity: 3 }])
    expect(lines(cart)).toEqual([[variants[0], 5]])
    const added = (await medusa().carts.lineItems.create(cart.id, { variant_id: variants[0], quantity: 1 })).cart
    expect(lines(added)).toEqual([[variants[0], 6]])
  })

  it(`refuses a line's quantity that takes the cart over ${CART_MAX_UNITS} units`, async () => {
    const { cart } = await create([{ variant_id: variants[0], quantity: 1 }, { variant_id: variants[1], quantity: 1 }])
    const line = cart.items.find((item: { variant_id: string }) => item.variant_id === variants[0])
    expectRefused(await refusal(medusa().carts.lineItems.update(cart.id, line.id, { quantity: CART_MAX_UNITS })), UNITS)
    const updated = (await medusa().carts.lineItems.update(cart.id, line.id, { quantity: CART_MAX_UNITS - 1 })).cart
    expect(lines(updated)).toEqual(lines({ items: [{ variant_id: variants[0], quantity: CART_MAX_UNITS - 1 }, { variant_id: variants[1], quantity: 1 }] }))
  })
})
