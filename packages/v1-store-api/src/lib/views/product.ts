import { toMinorUnits } from "../minor-units"

/**
 * A product as Medusa v1's store API answered it (v1.x `models/product.ts`, `product-variant.ts`,
 * `money-amount.ts` and the priced variant of `types/pricing.ts`), from v2's product read with
 * V1_PRODUCT_GRAPH_FIELDS, plus the tea house (`store_id`, `store_name`) every product of ours carries.
 * Every amount is in the currency's minor unit. Prices of price lists (sales, customer groups) are not
 * among `prices`: v2 applies them through `calculated_price` to those they are for.
 */

const PRODUCT_SCALARS = [
  "id",
  "title",
  "subtitle",
  "description",
  "handle",
  "is_giftcard",
  "discountable",
  "status",
  "thumbnail",
  "weight",
  "length",
  "height",
  "width",
  "hs_code",
  "origin_country",
  "mid_code",
  "material",
  "collection_id",
  "type_id",
  "external_id",
  "created_at",
  "updated_at",
] as const

/** What the v1 product answer is read from (Query's product graph); nothing else is read. */
export const V1_PRODUCT_GRAPH_FIELDS = [
  ...PRODUCT_SCALARS,
  "type.id",
  "type.value",
  "tags.id",
  "tags.value",
  "images.id",
  "images.url",
  "images.rank",
  "options.id",
  "options.title",
  "options.values.id",
  "options.values.value",
  "variants.id",
  "variants.title",
  "variants.sku",
  "variants.barcode",
  "variants.ean",
  "variants.upc",
  "variants.variant_rank",
  "variants.allow_backorder",
  "variants.manage_inventory",
  "variants.hs_code",
  "variants.origin_country",
  "variants.mid_code",
  "variants.material",
  "variants.weight",
  "variants.length",
  "variants.height",
  "variants.width",
  "variants.created_at",
  "variants.updated_at",
  "variants.options.id",
  "variants.options.value",
  "variants.options.option_id",
  "variants.prices.id",
  "variants.prices.amount",
  "variants.prices.currency_code",
  "variants.prices.min_quantity",
  "variants.prices.max_quantity",
  "variants.prices.price_list_id",
  "variants.prices.price_rules.attribute",
  "variants.prices.price_rules.value",
  "seller_store.id",
  "seller_store.name",
]

/** Added when a region or currency is given: v2's calculated price, which v1's priced variant carries. */
export const V1_CALCULATED_PRICE_FIELD = "variants.calculated_price.*"
/** The same for a variant read on its own. */
export const V1_VARIANT_CALCULATED_PRICE_FIELD = "calculated_price.*"

/**
 * What a v1 variant answered on its own (GET /store/variants) is read from, with Query's product_variant
 * as the entry point: the variant's fields of the product graph, and its product's own fields and tea house.
 */
export const V1_VARIANT_GRAPH_FIELDS = [
  ...V1_PRODUCT_GRAPH_FIELDS.filter((field) => field.startsWith("variants.")).map((field) => field.slice("variants.".length)),
  ...PRODUCT_SCALARS.map((field) => `product.${field}`),
  "product.seller_store.id",
  "product.seller_store.name",
]

type Nullable<T> = T | null | undefined
type Amount = Nullable<number | string | { value?: unknown }>

interface PriceRecord {
  id: string
  amount: Amount
  currency_code: string
  min_quantity?: Nullable<number | string>
  max_quantity?: Nullable<number | string>
  price_list_id?: Nullable<string>
  price_rules?: Nullable<{ attribute: string; value: string }[]>
}

interface CalculatedPriceRecord {
  currency_code?: Nullable<string>
  calculated_amount?: Amount
  original_amount?: Amount
  calculated_amount_with_tax?: Amount
  calculated_amount_without_tax?: Amount
  original_amount_with_tax?: Amount
  original_amount_without_tax?: Amount
  calculated_price?: Nullable<{ price_list_type?: Nullable<string> }>
}

export interface VariantRecord extends Record<string, unknown> {
  id: string
  options?: Nullable<{ id: string; value: string; option_id?: Nullable<string> }[]>
  prices?: Nullable<PriceRecord[]>
  calculated_price?: Nullable<CalculatedPriceRecord>
}

export interface ProductRecord extends Record<string, unknown> {
  id: string
  type?: Nullable<{ id: string; value: string }>
  tags?: Nullable<{ id: string; value: string }[]>
  images?: Nullable<{ id: string; url: string; rank?: Nullable<number> }[]>
  options?: Nullable<{ id: string; title: string; values?: Nullable<{ id: string; value: string }[]> }[]>
  variants?: Nullable<VariantRecord[]>
  seller_store?: Nullable<{ id: string; name: string }>
}

export interface V1MoneyAmount {
  id: string
  currency_code: string
  amount: number
  min_quantity: number | null
  max_quantity: number | null
  price_list_id: null
  region_id: string | null
  variant_id: string
}


const VARIANT_SCALARS = [
  "id",
  "title",
  "sku",
  "barcode",
  "ean",
  "upc",
  "variant_rank",
  "allow_backorder",
  "manage_inventory",
  "hs_code",
  "origin_country",
  "mid_code",
  "material",
  "weight",
  "length",
  "height",
  "width",
  "created_at",
  "updated_at",
] as const

const pick = <K extends string>(record: Record<string, unknown>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key] ?? null])) as Record<K, unknown>

const quantity = (value: Nullable<number | string>): number | null => (value === null || value === undefined ? null : Number(value))

export function toV1Prices(variantId: string, prices: Nullable<PriceRecord[]>): V1MoneyAmount[] {
  return (prices ?? [])
    .filter((price) => !price.price_list_id)
    .map((price) => ({
      id: price.id,
      currency_code: price.currency_code,
      amount: toMinorUnits(price.amount, price.currency_code),
      min_quantity: quantity(price.min_quantity),
      max_quantity: quantity(price.max_quantity),
      price_list_id: null,
      region_id: price.price_rules?.find((rule) => rule.attribute === "region_id")?.value ?? null,
      variant_id: variantId,
    }))
}

const minorOrNull = (amount: Amount, currency: string): number | null =>
  amount === null || amount === undefined ? null : toMinorUnits(amount, currency)

const difference = (withTax: number | null, withoutTax: number | null) =>
  withTax === null || withoutTax === null ? null : withTax - withoutTax

/** v1's priced variant fields; all null when no region or currency was given (as in v1). */
export function toV1CalculatedPrices(calculated: Nullable<CalculatedPriceRecord>) {
  const currency = calculated?.currency_code
  if (!calculated || !currency) {
    return {
      original_price: null,
      calculated_price: null,
      original_price_incl_tax: null,
      calculated_price_incl_tax: null,
      original_tax: null,
      calculated_tax: null,
      calculated_price_type: null,
    }
  }
  const calculatedWithTax = minorOrNull(calculated.calculated_amount_with_tax, currency)
  const originalWithTax = minorOrNull(calculated.original_amount_with_tax, currency)
  return {
    original_price: minorOrNull(calculated.original_amount, currency),
    calculated_price: minorOrNull(calculated.calculated_amount, currency),
    original_price_incl_tax: originalWithTax,
    calculated_price_incl_tax: calculatedWithTax,
    original_tax: difference(originalWithTax, minorOrNull(calculated.original_amount_without_tax, currency)),
    calculated_tax: difference(calculatedWithTax, minorOrNull(calculated.calculated_amount_without_tax, currency)),
    calculated_price_type: calculated.calculated_price?.price_list_type ?? "default",
  }
}

/** A variant as v1 answered it inside its product: base prices in minor units, option values, priced fields. */
export function toV1ProductVariant(variant: VariantRecord, productId: string | null) {
  return {
    ...pick(variant, VARIANT_SCALARS),
    product_id: productId,
    prices: toV1Prices(variant.id, variant.prices),
    options: (variant.options ?? []).map((value) => ({
      id: value.id,
      value: value.value,
      option_id: value.option_id ?? null,
      variant_id: variant.id,
    })),
    ...toV1CalculatedPrices(variant.calculated_price),
  }
}

export function toV1Product(product: ProductRecord) {
  const variants = (product.variants ?? []).map((variant) => toV1ProductVariant(variant, product.id))
  return {
    ...pick(product, PRODUCT_SCALARS),
    store_id: product.seller_store?.id ?? null,
    store_name: product.seller_store?.name ?? null,
    type: product.type ? { id: product.type.id, value: product.type.value } : null,
    tags: (product.tags ?? []).map((tag) => ({ id: tag.id, value: tag.value })),
    images: [...(product.images ?? [])]
      .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
      .map((image) => ({ id: image.id, url: image.url })),
    options: (product.options ?? []).map((option) => ({
      id: option.id,
      title: option.title,
      product_id: product.id,
      values: (option.values ?? []).map((value) => ({ id: value.id, value: value.value, option_id: option.id })),
    })),
    variants: [...variants].sort((a, b) => Number(a.variant_rank ?? 0) - Number(b.variant_rank ?? 0)),
  }
}

export type V1Product = ReturnType<typeof toV1Product>

/** A variant read with V1_VARIANT_GRAPH_FIELDS: its product's fields hang off it. */
export interface StandaloneVariantRecord extends VariantRecord {
  product?: Nullable<Record<string, unknown> & { id: string; seller_store?: Nullable<{ id: string; name: string }> }>
}

/**
 * v1's variant of GET /store/variants: the variant as in its product, with its product (v1's default
 * `product` relation, its own fields only) and the tea house that sells it.
 */
export function toV1Variant(variant: StandaloneVariantRecord) {
  const product = variant.product
  const store = { store_id: product?.seller_store?.id ?? null, store_name: product?.seller_store?.name ?? null }
  return {
    ...toV1ProductVariant(variant, product?.id ?? null),
    ...store,
    product: product ? { ...pick(product, PRODUCT_SCALARS), ...store } : null,
  }
}

export type V1Variant = ReturnType<typeof toV1Variant>

interface ProductTypeRecord {
  id: string
  value: string
  metadata?: Nullable<Record<string, unknown>>
  created_at?: unknown
  updated_at?: unknown
}

/**
 * v1's product type, with `is_featured`, which the shop decides (our flag in its metadata,
 * apps/backend/src/lib/featured-product-types.ts); the metadata itself is not answered.
 */
export function toV1ProductType(type: ProductTypeRecord, featured: boolean) {
  return {
    id: type.id,
    value: type.value,
    is_featured: featured,
    created_at: type.created_at ?? null,
    updated_at: type.updated_at ?? null,
  }
}

export type V1ProductType = ReturnType<typeof toV1ProductType>
