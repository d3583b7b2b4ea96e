import { beforeAll, describe, expect, it } from "vitest"
import { type HouseTeas, addItem, addressedCart, teaHouses } from "../checkout"
import { type Rec, CART_CHARGE_FIELDS, cartCharges } from "../cart-charges"
import { medusaExecOver } from "../medusa-exec"
import { call } from "../shoppers"

// The oracle for what a cart is charged once a shipping method is chosen (issue 44): two identical carts
// of each case, one through the shop's route (our lean workflow, workflows/carts/add-shipping-method.ts),
// one through Medusa's own addShippingMethodToCartWorkflow (in a `medusa exec` process: no route runs it),
// must end with the same totals, lines, tax lines, adjustments, shipping methods and payment collection.

const CART_FIELDS = CART_CHARGE_FIELDS.join(",")
const charged = cartCharges

const ok = (answer: { status: number; body: unknown }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as Rec
}
const readCart = async (id: string) => ok(await call("GET", `/store/carts/${id}?fields=${CART_FIELDS}`)).cart as Rec

type Speed = "Standard shipping" | "Express shipping"
interface Case {
  name: string
  currency: string
  /** Fills a new addressed cart: the same calls for both carts of the case. */
  prepare: (cartId: string, houses: HouseTeas[]) => Promise<void>
  /** The options chosen in turn: a house (by index) and a speed. */
  choices: [number, Speed][]
}

const lineOf = async (cartId: string, variantId: string) =>
  (await readCart(cartId)).items.find((item: Rec) => item.variant_id === variantId).id as string

const CASES: Case[] = [
  { name: "euros, tax-inclusive, one tea", currency: "eur", prepare: async (id, [house]) => addItem(id, house.variantIds[0]), choices: [[0, "Standard shipping"]] },
  {
    name: "euros with the seed's promotion code and a quantity changed",
    currency: "eur",
    prepare: async (id, [house]) => {
      await addItem(id, house.variantIds[0])
      ok(await call("POST", `/store/carts/${id}/line-items/${await lineOf(id, house.variantIds[0])}`, { body: { quantity: 3 } }))
      ok(await call("POST", `/store/carts/${id}/promotions`, { body: { promo_codes: ["WELCOME10"] } }))
    },
    choices: [[0, "Standard shipping"]],
  },
  {
    name: "yen, tax-inclusive, with a payment collection made before",
    currency: "jpy",
    prepare: async (id, [house]) => {
      await addItem(id, house.variantIds[0], 2)
      ok(await call("POST", "/store/payment-collections", { body: { cart_id: id } }))
    },
    choices: [[0, "Standard shipping"]],
  },
  {
    name: "US dollars, tax-exclusive, a line removed, the promotion code",
    currency: "usd",
    prepare: async (id, [house]) => {
      await addItem(id, house.variantIds[0])
      await addItem(id, house.variantIds[1])
      ok(await call("POST", `/store/carts/${id}/promotions`, { body: { promo_codes: ["WELCOME10"] } }))
      ok(await call("DELETE", `/store/carts/${id}/line-items/${await lineOf(id, house.variantIds[1])}`))
    },
    choices: [[0, "Express shipping"]],
  },
  { name: "pounds, standard then express (the method replaced)", currency: "gbp", prepare: async (id, [house]) => addItem(id, house.variantIds[0]), choices: [[0, "Standard shipping"], [0, "Express shipping"]] },
  { name: "Swiss francs", currency: "chf", prepare: async (id, [house]) => addItem(id, house.variantIds[0], 2), choices: [[0, "Standard shipping"]] },
  {
    name: "two houses' teas in one cart, each house's option chosen in turn, a payment collection",
    currency: "eur",
    prepare: async (id, [first, second]) => {
      await addItem(id, first.variantIds[0])
      await addItem(id, second.variantIds[0])
      ok(await call("POST", "/store/payment-collections", { body: { cart_id: id } }))
    },
    choices: [[0, "Standard shipping"], [1, "Express shipping"]],
  },
]

describe("choosing a shipping method: our workflow charges what Medusa's does (the oracle)", () => {
  const prepared: { name: string; ours: string; medusas: string; optionIds: string[] }[] = []
  const results = new Map<string, { ours: Rec; medusas: Rec }>()

  beforeAll(async () => {
    const houses = await teaHouses()
    expect(houses.length).toBeGreaterThanOrEqual(2)
    for (const c of CASES) {
      const [ours, medusas] = [await addressedCart(undefined, undefined, c.currency), await addressedCart(undefined, undefined, c.currency)]
      for (const cart of [ours, medusas]) await c.prepare(cart.id, houses)
      const { shipping_options } = ok(await call("GET", `/store/shipping-options?cart_id=${ours.id}`))
      const optionIds = c.choices.map(([house, speed]) => {
        const option = (shipping_options as Rec[]).find((o) => o.store_id === houses[house].id && o.name === speed)
        expect(option, `${c.name}: no ${speed} of ${houses[house].name}`).toBeTruthy()
        return option!.id as string
      })
      for (const optionId of optionIds) ok(await call("POST", `/store/carts/${ours.id}/shipping-methods`, { body: { option_id: optionId } }))
      prepared.push({ name: c.name, ours: ours.id, medusas: medusas.id, optionIds })
    }
    await medusaExecOver("./integration-tests/scripts/medusa-add-shipping-method.ts", prepared.map((p) => ({ cart_id: p.medusas, option_ids: p.optionIds })))
    for (const p of prepared) results.set(p.name, { ours: await readCart(p.ours), medusas: await readCart(p.medusas) })
  }, 300_000)

  it.each(CASES.map((c) => c.name))("%s", (name) => {
    const { ours, medusas } = results.get(name)!
    expect(medusas.shipping_methods.length).toBeGreaterThan(0)
    expect(charged(ours)).toEqual(charged(medusas))
  })

  it("holds cases that charge tax on shipping, a discount and a payment collection", () => {
    const carts = [...results.values()].map((r) => r.ours)
    expect(carts.some((cart) => cart.shipping_tax_total > 0)).toBe(true)
    expect(carts.some((cart) => cart.discount_total > 0)).toBe(true)
    expect(carts.some((cart) => cart.payment_collection && cart.payment_collection.amount === cart.total)).toBe(true)
  })
})
