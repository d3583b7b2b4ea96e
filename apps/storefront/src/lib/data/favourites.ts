import type { Medusa } from "@lib/context/medusa-context"
import type { Tea } from "./catalogue"

/** Spec section 7: favourites need a signed-in customer; a failure carries the server's error message. */
export async function addFavourite(medusa: Medusa, productId: string): Promise<void> {
  await (await medusa.client()).fetch("/store/customers/add-favorite-product", { method: "POST", body: { product_id: productId } })
}

export async function removeFavourite(medusa: Medusa, productId: string): Promise<void> {
  await (await medusa.client()).fetch("/store/customers/remove-favorite-product", { method: "POST", body: { product_id: productId } })
}

export interface PriceScope {
  regionId: string
  countryCode: string
}

const FAVOURITE_CARD_FIELDS = "id,title,subtitle,handle,thumbnail,type.id,type.value,variants.id,*variants.calculated_price"

export async function listFavouriteTeas(medusa: Medusa, { regionId, countryCode }: PriceScope): Promise<Tea[]> {
  const { products } = await (await medusa.client()).fetch<{ products: Tea[] }>("/store/customers/list-favorite-products", {
    query: { fields: FAVOURITE_CARD_FIELDS, region_id: regionId, country_code: countryCode, limit: 200 },
  })
  return products
}

/** A guest's favourites are only ids: their cards come from the catalogue. */
export async function listTeasById(medusa: Medusa, ids: string[], { regionId, countryCode }: PriceScope): Promise<Tea[]> {
  if (!ids.length) return []
  const { products } = await (await medusa.client()).fetch<{ products: Tea[] }>("/store/products", {
    query: { id: ids, fields: FAVOURITE_CARD_FIELDS, region_id: regionId, country_code: countryCode, limit: ids.length },
  })
  return products
}
