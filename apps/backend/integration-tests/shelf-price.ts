import { expect } from "vitest"
import { admin } from "./admin"
import { call } from "./shoppers"

export type Price = { currency_code: string; amount: number }

/** A tea's variant whose shelf prices a test changes through the admin API, and puts back after. */
export interface ShelfPrice {
  productId: string
  /** The variant's prices as the shop had them before the test. */
  shelfPrices: Price[]
  euroPrice(): number
  /** Sets the variant's euro price, its other currencies as on the shelf. */
  setEuroPrice(amount: number): Promise<void>
  /** Puts the shelf prices back (a test's afterEach). */
  restore(): Promise<void>
}

export async function shelfPriceOf(variantId: string): Promise<ShelfPrice> {
  const { body } = await call("GET", `/store/products?limit=100&fields=id,variants.id`)
  const productId: string = body.products.find((p: { variants: { id: string }[] }) => p.variants.some((v) => v.id === variantId)).id
  const { body: detail } = await admin("GET", `/admin/products/${productId}/variants/${variantId}?fields=id,*prices`)
  const shelfPrices: Price[] = detail.variant.prices.map(({ currency_code, amount }: Price) => ({ currency_code, amount }))
  const setPrices = async (prices: Price[]) => {
    const answer = await admin("POST", `/admin/products/${productId}/variants/${variantId}`, { prices })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  }
  return {
    productId,
    shelfPrices,
    euroPrice: () => shelfPrices.find((price) => price.currency_code === "eur")!.amount,
    setEuroPrice: (amount) => setPrices(shelfPrices.map((price) => (price.currency_code === "eur" ? { ...price, amount } : price))),
    restore: () => setPrices(shelfPrices),
  }
}
