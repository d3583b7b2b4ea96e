import type { MedusaStoreRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, QueryContext } from "@medusajs/framework/utils"
import { wrapProductsWithTaxPrices } from "@medusajs/medusa/api/store/products/helpers"
import { withStoreIds } from "../../utils/seller-store-fields"
import { LISTING_VARIANT_FIELDS } from "./query-config"

type Document = Record<string, any>

/** A listing card in the shape of Medusa's store product, with the spec's `store_id`. */
function toCard(document: Document, variants: Record<string, unknown>[]) {
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

/**
 * The page's cards: the index's documents, in the search's order, with each variant's calculated
 * price (and tax) for the shopper's region and country from Medusa.
 */
export async function listingCards(req: MedusaStoreRequest, documents: Document[]) {
  if (!documents.length) return []
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: LISTING_VARIANT_FIELDS,
    filters: { product_id: documents.map((document) => document.id) },
    context: req.pricingContext ? { calculated_price: QueryContext(req.pricingContext) } : {},
  })
  const byProduct = new Map<string, Record<string, any>[]>()
  for (const variant of variants as Record<string, any>[]) {
    const { product_id, ...rest } = variant
    byProduct.set(product_id, [...(byProduct.get(product_id) ?? []), rest])
  }
  const cards = documents.map((document) => toCard(document, byProduct.get(document.id) ?? []))
  await wrapProductsWithTaxPrices(req as any, cards as any)
  return cards
}
