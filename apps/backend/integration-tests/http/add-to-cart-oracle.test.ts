import { beforeAll, describe, expect, it } from "vitest"
import { type HouseTeas, addItem, addressedCart, checkoutContext, chooseShipping, teaHouses } from "../checkout"
import { type Rec, CART_CHARGE_FIELDS, cartCharges } from "../cart-charges"
import { medusaExecOver } from "../medusa-exec"
import { call } from "../shoppers"

// The oracle for a tea added to a cart (issue 44): two identical carts of each case, one given the tea through the
// shop's route (our lean workflow, workflows/carts/add-to-cart.ts), one through Medusa's own addToCartWorkflow (in a
// `medusa exec` process: no route runs it), must end with the same lines, totals, tax lines, adjustments, shipping
// methods and payment collection.

const CART_FIELDS = [...CART_CHARGE_FIELDS, "items.metadata"].join(",")

/** What the cart charges, and its lines with their metadata (a tea added with other metadata is a line of its own). */
const charged = (cart: Rec) => ({
  ...cartCharges(cart),
  lines: (cart.items as Rec[]).map((item) => JSON.stringify([item.variant_id, item.quantity, item.metadata ?? null])).sort(),
})

const ok = (answer: { status: number; body: unknown }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as Rec
}
const readCart = async (id: string) => ok(await call("GET", `/store/carts/${id}?fields=${CART_FIELDS}`)).cart as Rec

/** The storefront's empty cart: a region and a channel, no address and no email yet. */
async function emptyCart(currency: string) {
  const { regionId, salesChannelId } = await checkoutContext(currency)
  return { id: ok(await call("POST", "/store/carts", { body: { region_id: regionId, sales_channel_id: salesChannelId } })).cart.id as string }
}

interface Case {
  name: string
  currency: string
  /** A new cart, addressed or the storefront's empty one. */
  addressed: boolean
  /** Fills the cart: the same calls for both carts of the case. */
  prepare: (cartId: string, houses: HouseTeas[]) => Promise<void>
  /** What is added, as the route's body. */
  added: (houses: HouseTeas[]) => { variant_id: string; quantity: number; metadata?: Record<string, unknown> }
}

const CASES: Case[] = [
  { name: "euros, the storefront's empty cart (no address), one tea", currency: "eur", addressed: false, prepare: async () => {}, added: ([house]) => ({ variant_id: house.variantIds[0], quantity: 1 }) },
  {
    name: "euros, tax-inclusive, the same tea again (its line grows)",
    currency: "eur",
    addressed: true,
    prepare: async (id, [house]) => addItem(id, house.variantIds[0]),
    added: ([house]) => ({ variant_id: house.variantIds[0], quantity: 2 }),
  },
  {
    name: "US dollars, tax-exclusive, with the seed's promotion code, a second tea",
    currency: "usd",
    addressed: true,
    prepare: async (id, [house]) => {
      await addItem(id, house.variantIds[0])
      ok(await call("POST", `/store/carts/${id}/promotions`, { body: { promo_codes: ["WELCOME10"] } }))
    },
    added: ([house]) => ({ variant_id: house.variantIds[1], quantity: 1 }),
  },
  {
    name: "yen, with a payment collection made before",
    currency: "jpy",
    addressed: true,
    prepare: async (id, [house]) => {
      await addItem(id, house.variantIds[0], 2)
      ok(await call("POST", "/store/payment-collections", { body: { cart_id: id } }))
    },
    added: ([house]) => ({ variant_id: house.variantIds[1], quantity: 1 }),
  },
  {
    name: "pounds, with a shipping method chosen before",
    currency: "gbp",
    addressed: true,
    prepare: async (id, [house]) => {
      await addItem(id, house.variantIds[0])
      await chooseShipping(id, house.id)
    },
    added: ([house]) => ({ variant_id: house.variantIds[1], quantity: 3 }),
  },
  {
    name: "Swiss francs, the same tea with metadata (a line of its own)",
    currency: "chf",
    addressed: true,
    prepare: async (id, [house]) => addItem(id, house.variantIds[0]),
    added: ([house]) => ({ variant_id: house.variantIds[0], quantity: 1, metadata: { gift: true } }),
  },
  {
    name: "euros, a second house's tea into a cart with the first's shipping, the promotion code and a payment collection",
    currency: "eur",
    addressed: true,
    prepare: async (id, [first]) => {
      await addItem(id, first.variantIds[0])
      await chooseShipping(id, first.id)
      ok(await call("POST", `/store/carts/${id}/promotions`, { body: { promo_codes: ["WELCOME10"] } }))
      ok(await call("POST", "/store/payment-collections", { body: { cart_id: id } }))
    },
    added: ([, second]) => ({ variant_id: second.variantIds[0], quantity: 1 }),
  },
]

describe("adding a tea to a cart: our workflow charges what Medusa's does (the oracle)", () => {
  const results = new Map<string, { ours: Rec; medusas: Rec }>()

  beforeAll(async () => {
    const houses = await teaHouses()
    expect(houses.length).toBeGreaterThanOrEqual(2)
    const prepared: { name: string; ours: string; medusas: string; item: Rec }[] = []
    for (const c of CASES) {
      const pair = c.addressed
        ? [await addressedCart(undefined, undefined, c.currency), await addressedCart(undefined, undefined, c.currency)]
        : [await emptyCart(c.currency), await emptyCart(c.currency)]
      for (const cart of pair) await c.prepare(cart.id, houses)
      const item = c.added(houses)
      ok(await call("POST", `/store/carts/${pair[0].id}/line-items`, { body: item }))
      prepared.push({ name: c.name, ours: pair[0].id, medusas: pair[1].id, item })
    }
    await medusaExecOver("./integration-tests/scripts/medusa-add-to-cart.ts", prepared.map((p) => ({ cart_id: p.medusas, item: p.item })))
    for (const p of prepared) results.set(p.name, { ours: await readCart(p.ours), medusas: await readCart(p.medusas) })
  }, 300_000)

  it.each(CASES.map((c) => c.name))("%s", (name) => {
    const { ours, medusas } = results.get(name)!
    expect(medusas.items.length).toBeGreaterThan(0)
    expect(charged(ours)).toEqual(charged(medusas))
  })

  it("holds cases with tax lines, a discount, a shipping method and a payment collection that followed the new total", () => {
    const carts = [...results.values()].map((r) => r.ours)
    expect(carts.some((cart) => cart.item_tax_total > 0)).toBe(true)
    expect(carts.some((cart) => cart.discount_total > 0)).toBe(true)
    expect(carts.some((cart) => cart.shipping_methods.length > 0)).toBe(true)
    expect(carts.some((cart) => cart.payment_collection && cart.payment_collection.amount === cart.total)).toBe(true)
  })
})
