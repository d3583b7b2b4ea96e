import type { MedusaStoreRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, QueryContext } from "@medusajs/framework/utils"
import { wrapProductsWithTaxPrices } from "@leafline/medusa-internals"
import { type CardVariant, cardPriceShelf } from "./card-price-cache"
import { withStoreIds } from "../seller-stores/seller-store-fields"
import { LISTING_VARIANT_FIELDS } from "./listing-fields"
import type { ListingRequestScope } from "./listing-region"
import { evictableCache } from "../cache/evictable-cache"

type Document = Record<string, any>

/** A listing card in the shape of Medusa's store product, with the spec's `store_id`. */
function toCard(document: Document, variants: CardVariant[]) {
  const store = document.store_id ? { id: document.store_id, name: document.store_name, handle: document.store_handle } : null
  return withStoreIds({
    id: document.id,
    title: document.title,
    subtitle: document.subtitle,
    handle: document.handle,
    thumbnail: document.thumbnail,
    created_at: document.created_at,
    type_id: document.type_id ?? null,
    type: document.type_id ? { id: document.type_id, value: document.type_name } : null,
    seller_store: store,
    tea_attributes: {
      caffeine: document.caffeine ?? null,
      origin_country: document.origin_country ?? null,
      origin_region: document.origin_region ?? null,
    },
    tea_rating: { average: document.rating ?? 0, count: document.rating_count ?? 0 },
    variants,
  })
}

/** The variants of `documents`' teas with their calculated prices, and tax, for the request's region and country. */
async function pricedVariants(req: MedusaStoreRequest, documents: Document[]): Promise<Map<string, CardVariant[]>> {
  if (!documents.length) return new Map()
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: LISTING_VARIANT_FIELDS,
    filters: { product_id: documents.map((document) => document.id) },
    context: { calculated_price: QueryContext(req.pricingContext!) },
  })
  const byProduct = new Map<string, CardVariant[]>()
  for (const variant of variants as Record<string, any>[]) {
    const { product_id, ...rest } = variant
    byProduct.set(product_id, [...(byProduct.get(product_id) ?? []), rest])
  }
  // The tax of a variant depends on its tea's type, so the tax helper is given the teas.
  const teas = documents.map((document) => ({ id: document.id, type_id: document.type_id ?? null, variants: byProduct.get(document.id) ?? [] }))
  await wrapProductsWithTaxPrices(req as any, teas as any)
  return new Map(teas.map((tea) => [tea.id, tea.variants]))
}

/**
 * The page's cards: the index's documents, in the search's order, with each variant's calculated
 * price (and tax) for the shopper's region and country from Medusa, kept for the next pages that show
 * the same teas (the listing is public: every shopper of a region and country sees the same prices).
 */
export async function listingCards(req: MedusaStoreRequest, documents: Document[]) {
  if (!documents.length) return []
  const { region_id: regionId, country_code: countryCode } = req.filterableFields as { region_id: string; country_code: string }
  const { listingGeneration: generation } = req as unknown as ListingRequestScope
  const shelf = cardPriceShelf(evictableCache(req.scope), generation, { regionId, countryCode })
  const kept = await shelf.read(documents.map((document) => document.id))
  const priced = await pricedVariants(req, documents.filter((document) => !kept.has(document.id)))
  if (priced.size) await shelf.keep(priced)
  return documents.map((document) => toCard(document, kept.get(document.id) ?? priced.get(document.id) ?? []))
}
