import { type MiddlewareFunction, applyDefaultFilters, clearFiltersByKey, maybeApplyLinkFilter } from "@medusajs/framework/http"
import { ProductStatus } from "@medusajs/framework/utils"
import { filterByValidSalesChannels, normalizeDataForContext, setPricingContext, setTaxContext } from "@leafline/medusa-internals"
import { priceInCurrency, searchForQ, toStoreProductQuery, variantPriceInCurrency } from "./read-products"
import { toStoreVariantQuery } from "./read-variants"

/** The steps of Medusa's GET /store/products after its query validation: channels, status, region, prices, tax. */
export const storeProductSteps: MiddlewareFunction[] = [
  toStoreProductQuery,
  filterByValidSalesChannels(),
  searchForQ,
  maybeApplyLinkFilter({ entryPoint: "product_sales_channel", resourceId: "product_id", filterableField: "sales_channel_id" }),
  applyDefaultFilters({ status: ProductStatus.PUBLISHED }),
  normalizeDataForContext(),
  setPricingContext(),
  setTaxContext(),
  priceInCurrency,
  clearFiltersByKey(["region_id", "country_code", "province", "cart_id"]),
]

// Query reads a variant's own calculated price, not a product's variants'.
const variantPrices = { priceFieldPaths: ["calculated_price"] }

/**
 * The same steps for variants read on their own: the key's sales channels narrow them to their products,
 * then the region, prices and tax.
 */
export const storeVariantSteps: MiddlewareFunction[] = [
  toStoreVariantQuery,
  filterByValidSalesChannels(),
  maybeApplyLinkFilter({
    entryPoint: "product_sales_channel",
    resourceId: "product_id",
    filterableField: "sales_channel_id",
    filterByField: "product_id",
  }),
  normalizeDataForContext(variantPrices),
  setPricingContext(variantPrices),
  setTaxContext(variantPrices),
  variantPriceInCurrency,
  clearFiltersByKey(["region_id", "country_code", "province", "cart_id"]),
]
