import { describe, expect, it } from "vitest"
import { toV1CalculatedPrices, toV1Prices, toV1Product, toV1ProductType, toV1Variant } from "./product"

const product = {
  id: "prod_1",
  title: "Sencha Kirishima",
  handle: "sencha-kirishima",
  status: "published",
  thumbnail: "http://img/1.webp",
  type: { id: "ptyp_green", value: "Green" },
  tags: [{ id: "ptag_1", value: "organic" }],
  images: [
    { id: "img_2", url: "http://img/2.webp", rank: 1 },
    { id: "img_1", url: "http://img/1.webp", rank: 0 },
  ],
  options: [{ id: "opt_1", title: "Size", values: [{ id: "optval_1", value: "50 g" }] }],
  seller_store: { id: "sstore_1", name: "Kyoto Leaf" },
  variants: [
    {
      id: "variant_2",
      title: "100 g",
      variant_rank: 1,
      options: [{ id: "optval_2", value: "100 g", option_id: "opt_1" }],
      prices: [],
    },
    {
      id: "variant_1",
      title: "50 g",
      variant_rank: 0,
      sku: "SEN-50",
      options: [{ id: "optval_1", value: "50 g", option_id: "opt_1" }],
      prices: [
        { id: "price_eur", amount: 12.9, currency_code: "eur", min_quantity: null, max_quantity: null, price_rules: [] },
        { id: "price_jpy", amount: 1480, currency_code: "jpy", min_quantity: "2", max_quantity: null },
        { id: "price_reg", amount: 11.5, currency_code: "eur", price_rules: [{ attribute: "region_id", value: "reg_eu" }] },
        { id: "price_sale", amount: 9, currency_code: "eur", price_list_id: "plist_1" },
      ],
      calculated_price: { currency_code: "eur", calculated_amount: 9, original_amount: 12.9, calculated_price: { price_list_type: "sale" } },
    },
  ],
}

describe("toV1Prices", () => {
  it("answers each base price in the currency's minor unit, with its region, and leaves price-list prices out", () => {
    expect(toV1Prices("variant_1", product.variants[1].prices)).toEqual([
      { id: "price_eur", currency_code: "eur", amount: 1290, min_quantity: null, max_quantity: null, price_list_id: null, region_id: null, variant_id: "variant_1" },
      { id: "price_jpy", currency_code: "jpy", amount: 1480, min_quantity: 2, max_quantity: null, price_list_id: null, region_id: null, variant_id: "variant_1" },
      { id: "price_reg", currency_code: "eur", amount: 1150, min_quantity: null, max_quantity: null, price_list_id: null, region_id: "reg_eu", variant_id: "variant_1" },
    ])
  })
})

describe("toV1CalculatedPrices", () => {
  it("is all null without a calculated price (no region or currency asked for)", () => {
    expect(Object.values(toV1CalculatedPrices(undefined)).every((value) => value === null)).toBe(true)
  })

  it("answers v2's calculated and original amounts in minor units, with tax amounts when v2 has them", () => {
    expect(
      toV1CalculatedPrices({
        currency_code: "eur",
        calculated_amount: 10,
        original_amount: 12,
        calculated_amount_with_tax: 11.9,
        calculated_amount_without_tax: 10,
        original_amount_with_tax: 14.28,
        original_amount_without_tax: 12,
      }),
    ).toEqual({
      original_price: 1200,
      calculated_price: 1000,
      original_price_incl_tax: 1428,
      calculated_price_incl_tax: 1190,
      original_tax: 228,
      calculated_tax: 190,
      calculated_price_type: "default",
    })
    expect(toV1CalculatedPrices({ currency_code: "jpy", calculated_amount: 1480, original_amount: 1480 })).toMatchObject({
      calculated_price: 1480,
      calculated_price_incl_tax: null,
      calculated_tax: null,
    })
  })
})

describe("toV1Product", () => {
  const v1 = toV1Product(product)

  it("carries the tea house, the type, tags, images by rank and options with their product", () => {
    expect(v1).toMatchObject({
      id: "prod_1",
      handle: "sencha-kirishima",
      status: "published",
      store_id: "sstore_1",
      store_name: "Kyoto Leaf",
      type: { id: "ptyp_green", value: "Green" },
      tags: [{ id: "ptag_1", value: "organic" }],
      images: [
        { id: "img_1", url: "http://img/1.webp" },
        { id: "img_2", url: "http://img/2.webp" },
      ],
      options: [{ id: "opt_1", title: "Size", product_id: "prod_1", values: [{ id: "optval_1", value: "50 g", option_id: "opt_1" }] }],
    })
    expect(v1.subtitle).toBeNull()
  })

  it("answers variants by rank, with prices in minor units, their options and the calculated price", () => {
    expect(v1.variants.map((variant) => variant.id)).toEqual(["variant_1", "variant_2"])
    expect(v1.variants[0]).toMatchObject({
      id: "variant_1",
      product_id: "prod_1",
      sku: "SEN-50",
      options: [{ id: "optval_1", value: "50 g", option_id: "opt_1", variant_id: "variant_1" }],
      calculated_price: 900,
      original_price: 1290,
      calculated_price_type: "sale",
    })
    expect(v1.variants[0].prices.map((price) => price.amount)).toEqual([1290, 1480, 1150])
    expect(v1.variants[1]).toMatchObject({ prices: [], calculated_price: null })
  })

  it("answers only declared fields: nothing v2 adds beside them", () => {
    const v1Extra = toV1Product({ ...product, metadata: { secret: 1 }, sales_channels: [{ id: "sc_1" }] } as never)
    expect(v1Extra).not.toHaveProperty("metadata")
    expect(v1Extra).not.toHaveProperty("sales_channels")
    expect(v1Extra).not.toHaveProperty("seller_store")
  })
})

describe("toV1ProductType", () => {
  it("answers the type with the is_featured it is given, without the metadata", () => {
    expect(toV1ProductType({ id: "ptyp_1", value: "Green", metadata: { is_featured: true, note: "x" } }, true)).toEqual({
      id: "ptyp_1",
      value: "Green",
      is_featured: true,
      created_at: null,
      updated_at: null,
    })
    expect(toV1ProductType({ id: "ptyp_2", value: "Oolong" }, false).is_featured).toBe(false)
  })
})

describe("toV1Variant", () => {
  it("answers a variant read on its own as inside its product, with the product's own fields and tea house", () => {
    const { variants, ...productFields } = product
    const standalone = { ...variants[1], product: { ...productFields } }
    const answer = toV1Variant(standalone)
    const inProduct = toV1Product(product).variants.find((variant) => variant.id === "variant_1")!
    expect(answer).toMatchObject(inProduct)
    expect(answer).toMatchObject({ store_id: "sstore_1", store_name: "Kyoto Leaf" })
    expect(answer.product).toMatchObject({ id: "prod_1", title: "Sencha Kirishima", store_id: "sstore_1" })
    expect(answer.product).not.toHaveProperty("variants")
    expect(answer.product).not.toHaveProperty("seller_store")
  })
})
