import "client-only"
import type { StoreClient } from "@lib/backend/browser"
import { chunks } from "@lib/util/chunks"
import type { Tea } from "@lib/util/catalogue"

/** Spec section 7: favourites need a signed-in customer; a failure carries the server's error message. */
export async function addFavourite(storeClient: StoreClient, productId: string): Promise<void> {
  await storeClient.fetch("/store/customers/add-favorite-product", { method: "POST", body: { product_id: productId } })
}

export async function removeFavourite(storeClient: StoreClient, productId: string): Promise<void> {
  await storeClient.fetch("/store/customers/remove-favorite-product", { method: "POST", body: { product_id: productId } })
}

export interface PriceScope {
  regionId: string
  countryCode: string
}

const FAVOURITE_CARD_FIELDS = "id,title,subtitle,handle,thumbnail,type.id,type.value,variants.id,*variants.calculated_price"

/**
 * The favourite teas as a query: a customer's from their account, a guest's (`ids`, kept in the browser)
 * from the catalogue, priced for the shopper. The provider and the favourites page share it.
 */
export function favouriteTeasQuery(storeClient: StoreClient, scope: PriceScope, customerId: string | null, guestIds: string[] = []) {
  return customerId
    ? {
        queryKey: [FAVOURITES_QUERY_ROOT, customerId, scope.regionId, scope.countryCode],
        queryFn: () => listFavouriteTeas(storeClient, scope),
      }
    : {
        queryKey: [FAVOURITES_QUERY_ROOT, "guest", [...guestIds].sort(), scope.regionId, scope.countryCode],
        queryFn: () => listTeasById(storeClient, guestIds, scope),
      }
}

export const FAVOURITES_QUERY_ROOT = "favourites"

export async function listFavouriteTeas(storeClient: StoreClient, { regionId, countryCode }: PriceScope): Promise<Tea[]> {
  const { products } = await storeClient.fetch<{ products: Tea[] }>("/store/customers/list-favorite-products", {
    query: { fields: FAVOURITE_CARD_FIELDS, region_id: regionId, country_code: countryCode, limit: 200 },
  })
  return products
}

// The back end reads at most 20 items of one query parameter (spec section 9).
const IDS_PER_REQUEST = 20

/** A guest's favourites are only ids: their cards come from the catalogue, 20 ids a request. */
export async function listTeasById(storeClient: StoreClient, ids: string[], { regionId, countryCode }: PriceScope): Promise<Tea[]> {
  const pages = await Promise.all(
    chunks(ids, IDS_PER_REQUEST).map((page) =>
      storeClient.fetch<{ products: Tea[] }>("/store/products", {
        query: { id: page, fields: FAVOURITE_CARD_FIELDS, region_id: regionId, country_code: countryCode, limit: page.length },
      }),
    ),
  )
  return pages.flatMap(({ products }) => products)
}
