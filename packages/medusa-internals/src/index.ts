/**
 * Medusa's own API internals that we use (`@medusajs/medusa/api/*`, not its public API), in one place for the
 * back end and the v1 store API plugin: an upgrade of Medusa may change any of them without notice, and
 * index.test.ts checks that each still does what we rely on. Import them from `@leafline/medusa-internals`,
 * never from `@medusajs/medusa/api` directly.
 */
import path from "node:path"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ReturnWorkflow } from "@medusajs/framework/workflows-sdk"

// Medusa's `fields` + paging query schema builder: our list routes parse the query strings Medusa's do (the framework exports none).
export { createFindParams } from "@medusajs/medusa/api/utils/validators"

// Medusa's `fields` query schema builder: our single-record routes parse `fields` as Medusa's do.
export { createSelectParams } from "@medusajs/medusa/api/utils/validators"

// GET /store/carts/:id's query schema: DELETE /store/carts/:id/customer takes the same query as Medusa's cart routes.
export { StoreGetCartsCart } from "@medusajs/medusa/api/store/carts/validators"

// GET /store/carts/:id's field config (defaults, allowed): DELETE /store/carts/:id/customer answers the fields they answer.
export { retrieveTransformQueryConfig } from "@medusajs/medusa/api/store/carts/query-config"

// Reads a cart with the asked fields, or throws Medusa's 404: DELETE /store/carts/:id/customer answers as Medusa's cart routes do.
export { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"

// GET /store/products's query schema: the favourites route takes the same query (filters, region, paging).
export { StoreGetProductsParams } from "@medusajs/medusa/api/store/products/validators"

// GET /store/products's field config (defaults, allowed): the favourites route answers the fields it answers.
export { listProductQueryConfig } from "@medusajs/medusa/api/store/products/query-config"

// GET /store/products's handler: the favourites are answered exactly as it answers (prices, tax, inventory).
export { GET as listStoreProducts } from "@medusajs/medusa/api/store/products/route"

// Adds tax-inclusive and -exclusive amounts to variants' calculated prices: the listing's cards show Medusa's product prices.
export { wrapProductsWithTaxPrices } from "@medusajs/medusa/api/store/products/helpers"

// GET /store/products's middleware narrowing products to the publishable key's sales channels: run before the favourites too.
export { filterByValidSalesChannels } from "@medusajs/medusa/api/utils/middlewares/index"

// GET /store/products's middleware settling the region and country prices are calculated for: run before the favourites too.
export { normalizeDataForContext } from "@medusajs/medusa/api/utils/middlewares/index"

// GET /store/products's middleware setting the pricing context (region, currency, customer groups): run before the favourites too.
export { setPricingContext } from "@medusajs/medusa/api/utils/middlewares/index"

// GET /store/products's middleware setting the tax context (automatic taxes, address): run before the favourites too.
export { setTaxContext } from "@medusajs/medusa/api/utils/middlewares/index"

// POST /store/carts's middlewares reading the key's sales channels and giving a new cart the key's one channel: POST /v1/store/carts runs them too.
export { maybeAttachPublishableKeyScopes } from "@medusajs/medusa/api/utils/middlewares/common/maybe-attach-pub-key-scopes"
export { ensurePublishableKeyAndSalesChannelMatch } from "@medusajs/medusa/api/utils/middlewares/common/ensure-pub-key-sales-channel-match"
// Issues a session token for a signed-in identity as POST /auth/:actor_type/:auth_provider does (verification, MFA): the v1 store API's sign-in issues the same tokens.
export { generateJwtTokenWithChecks } from "@medusajs/medusa/api/auth/utils/generate-jwt-token"

// POST /auth/:actor_type/:auth_provider/update's check of a reset token (a reset token only, used up once): the v1 store API's password reset checks it the same way.
export { validateToken as validateResetToken } from "@medusajs/medusa/api/auth/utils/validate-token"

// Medusa's publishable-key check (the key is required; its sales channels become
// req.publishable_key_context), which its router applies under /store only: the v1 store API at /v1/store
// holds to it too. The framework's package does not export it, so it is read from the framework's own files.
export const ensurePublishableApiKey: (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => Promise<void> =
  require(path.join(path.dirname(require.resolve("@medusajs/framework/http")), "middlewares/ensure-publishable-api-key.js"))
    .ensurePublishableApiKeyMiddleware

// Medusa's core flows' own folder (its package exports only its index), for the helpers of its completion below.
const coreFlowsDist = path.dirname(require.resolve("@medusajs/core-flows", { paths: [path.dirname(require.resolve("@medusajs/medusa/core-flows"))] }))
const coreFlowsFile = (file: string) => require(path.join(coreFlowsDist, file))

type Rec = Record<string, any>

// The cart fields completeCartWorkflow reads (everything an order is made of): our completion reads the same, once.
export const completeCartFields: string[] = coreFlowsFile("cart/utils/fields.js").completeCartFields

// What completeCartWorkflow makes of a cart's line, its tax lines and its discounts for the order: ours makes the same order.
export const prepareLineItemData: (input: { item: Rec; variant?: Rec; cartId: string; unitPrice: unknown; isTaxInclusive?: boolean; taxLines: Rec[]; adjustments: Rec[] }) => Rec =
  coreFlowsFile("cart/utils/prepare-line-item-data.js").prepareLineItemData
export const prepareTaxLinesData: (lines: Rec[]) => Rec[] = coreFlowsFile("cart/utils/prepare-line-item-data.js").prepareTaxLinesData
export const prepareAdjustmentsData: (adjustments: Rec[]) => Rec[] = coreFlowsFile("cart/utils/prepare-line-item-data.js").prepareAdjustmentsData

// What completeCartWorkflow hands reserveInventoryStep (each line's inventory items and locations in the cart's channel): ours reserves the same.
export const prepareConfirmInventoryInput: (data: { input: { sales_channel_id: string; variants: Rec[]; items: Rec[] } }) => Rec =
  coreFlowsFile("cart/utils/prepare-confirm-inventory-input.js").prepareConfirmInventoryInput

// Medusa's pricing of a cart's lines again (their variants, calculated prices and line data), as its
// refreshCartItemsWorkflow runs it when a cart's address changes: our cart update (workflows/carts/update-cart-details.ts) runs it too.
export const getVariantsAndItemsWithPrices: ReturnWorkflow<
  { cart: unknown; items?: unknown[]; setPricingContextResult?: Record<string, unknown>; variants?: { id?: string[]; fields?: string[] } },
  { lineItems: { selector: { id: string }; data: Record<string, unknown> }[] },
  []
> = coreFlowsFile("cart/workflows/get-variants-and-items-with-prices.js").getVariantsAndItemsWithPrices

// The cart fields Medusa's cart refresh reads (refreshCartItemsWorkflow): our cart update reads the cart with them after an address change.
export const cartFieldsForRefreshSteps: string[] = coreFlowsFile("cart/utils/fields.js").cartFieldsForRefreshSteps

// The cart fields Medusa's add-to-cart reads for its pricing context, and the variant fields it prices and confirms
// stock with: our add-to-cart (workflows/carts/add-to-cart.ts) reads and prices with the same.
export const cartFieldsForPricingContext: string[] = coreFlowsFile("cart/utils/fields.js").cartFieldsForPricingContext
export const productVariantsFields: string[] = coreFlowsFile("cart/utils/fields.js").productVariantsFields
export const requiredVariantFieldsForInventoryConfirmation: string[] =
  coreFlowsFile("cart/utils/prepare-confirm-inventory-input.js").requiredVariantFieldsForInventoryConfirmation

// What Medusa's listShippingOptionsForCartWithPricingWorkflow reads the cart with, which of its lines each option's
// price is worked out for, and the cache tags of its sales channel's locations: our listing of the options of a
// cart already read (workflows/carts/priced-shipping-options.ts) hands its steps the same.
export const cartFieldsForCalculateShippingOptionsPrices: string[] = coreFlowsFile("cart/utils/fields.js").cartFieldsForCalculateShippingOptionsPrices
export const filterCartItemsByShippingProfile: (items: Rec[] | null | undefined, shippingProfileId: string | null | undefined) => Rec[] =
  coreFlowsFile("cart/utils/filter-items-by-shipping-profile.js").filterCartItemsByShippingProfile
export const salesChannelStockLocationCacheTags: string[] = coreFlowsFile("common/utils/fields.js").salesChannelStockLocationCacheTags

// createCartWorkflow's check that the new cart has a sales channel (core-flows does not export it): our making of an
// empty cart (workflows/carts/create-cart.ts) runs Medusa's steps, this one included.
export const validateSalesChannelStep: (input: { salesChannel: unknown }) => unknown = coreFlowsFile("cart/steps/validate-sales-channel.js").validateSalesChannelStep
