import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import { addressedCart, addItem, chooseShipping, complete, orderIdsFor, payManually, teaHouses, type HouseTeas } from "../checkout"
import { call } from "../shoppers"

/**
 * A tea is added, kept and ordered only in a sales channel that sells it. Medusa 2.21 checks only that
 * the channel has a stock location holding the tea, and the shop's one location serves both channels:
 * a tea sold only in Consumer went into a Wholesale cart and was ordered there.
 */

type Tea = { productId: string; title: string; variantId: string }

let channels: Record<string, string>
let house: HouseTeas
let tea: Tea

beforeAll(async () => {
  const listed = (await admin("GET", "/admin/sales-channels?limit=100&fields=id,name")).body.sales_channels as { id: string; name: string }[]
  channels = Object.fromEntries(listed.map((channel) => [channel.name, channel.id]))
  house = (await teaHouses()).find((candidate) => candidate.variantIds.length > 2)!
  // The house's last tea: the shared checkout helpers buy its first one.
  const variantId = house.variantIds[house.variantIds.length - 1]
  const { body } = await call("GET", `/store/products?limit=100&order=handle&fields=id,title,variants.id`)
  const product = body.products.find((p: { variants: { id: string }[] }) => p.variants.some((v) => v.id === variantId))
  tea = { productId: product.id, title: product.title, variantId }
})

async function sellIn(channelName: string, sold: boolean) {
  const answer = await admin("POST", `/admin/sales-channels/${channels[channelName]}/products`, { [sold ? "add" : "remove"]: [tea.productId] })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}

afterEach(() => sellIn("Wholesale", true))

async function cartIn(channelName: string, items?: { variant_id: string; quantity: number }[]) {
  const region = (await call("GET", "/store/regions?fields=id,currency_code")).body.regions.find((r: { currency_code: string }) => r.currency_code === "eur")
  return call("POST", "/store/carts", { body: { region_id: region.id, sales_channel_id: channels[channelName], items } })
}

const cartLines = async (cartId: string) =>
  (await call("GET", `/store/carts/${cartId}?fields=id,sales_channel_id,items.variant_id`)).body.cart as {
    sales_channel_id: string
    items: { variant_id: string }[]
  }

function expectNotSold(answer: { status: number; body: any }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  expect(answer.body.message).toBe(`${tea.title} is not sold in Wholesale`)
}

describe("sales channels", () => {
  it("refuses to add a tea to a cart of a channel that does not sell it, naming both; the channel that sells it takes it", async () => {
    await sellIn("Wholesale", false)
    const wholesale = (await cartIn("Wholesale")).body.cart
    expectNotSold(await call("POST", `/store/carts/${wholesale.id}/line-items`, { body: { variant_id: tea.variantId, quantity: 1 } }))
    expect((await cartLines(wholesale.id)).items).toEqual([])

    const consumer = (await cartIn("Consumer")).body.cart
    await addItem(consumer.id, tea.variantId)
  })

  it("refuses a new cart whose items its channel does not sell", async () => {
    await sellIn("Wholesale", false)
    expectNotSold(await cartIn("Wholesale", [{ variant_id: tea.variantId, quantity: 1 }]))
    expect((await cartIn("Consumer", [{ variant_id: tea.variantId, quantity: 1 }])).status).toBe(200)
  })

  it("refuses to move a cart to a channel that does not sell its teas, and keeps the cart as it was", async () => {
    const cart = (await cartIn("Consumer")).body.cart
    await addItem(cart.id, tea.variantId)
    await sellIn("Wholesale", false)
    expectNotSold(await call("POST", `/store/carts/${cart.id}`, { body: { sales_channel_id: channels.Wholesale } }))
    expect(await cartLines(cart.id)).toMatchObject({ sales_channel_id: channels.Consumer, items: [{ variant_id: tea.variantId }] })

    await sellIn("Wholesale", true)
    const moved = await call("POST", `/store/carts/${cart.id}`, { body: { sales_channel_id: channels.Wholesale } })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.cart.sales_channel_id).toBe(channels.Wholesale)
  })

  it("refuses to complete a cart holding a tea its channel stopped selling: no order, no payment; it completes once sold again", async () => {
    const cart = await addressedCart()
    expect((await call("POST", `/store/carts/${cart.id}`, { body: { sales_channel_id: channels.Wholesale } })).status).toBe(200)
    await addItem(cart.id, tea.variantId)
    await chooseShipping(cart.id, house.id)
    await payManually(cart.id)
    await sellIn("Wholesale", false)

    expectNotSold(await complete(cart.id))
    expect(await orderIdsFor(cart.email)).toEqual([])
    const { body } = await call("GET", `/store/carts/${cart.id}?fields=id,completed_at,payment_collection.status,payment_collection.payments.id`)
    expect(body.cart.completed_at).toBeNull()
    expect(body.cart.payment_collection.payments ?? []).toEqual([])

    await sellIn("Wholesale", true)
    const placed = await complete(cart.id)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect(await orderIdsFor(cart.email)).toEqual([placed.body.order.id])
  })
})
