/**
 * The listing cards' variants with their calculated prices (and tax), per tea, region and country, kept
 * in Medusa's cache module (Redis with REDIS_URL, so every server instance shares them): pricing a page
 * of teas reads their variants, price sets, price rules and tax rates, which costs the listing more than
 * its search. Forgotten on every catalogue, price-list and region change (subscribers/listing-sync.ts,
 * price-list-revalidation.ts, listing-scope-cache.ts); the time limit bounds what no event announces
 * (a sale reaching its start or end date, a tax rate edit).
 */
import type { ICacheService } from "@medusajs/framework/types"

const KEY_PREFIX = "leafline:card-prices"
export const CARD_PRICES_TIME_LIMIT_SECONDS = 300

/** Whose prices a card shows: a region, and the country its tax is for. */
export interface CardPriceScope {
  regionId: string
  countryCode?: string
}

export type CardVariant = Record<string, unknown>

export const cardPricesKey = (productId: string, scope: CardPriceScope) =>
  `${KEY_PREFIX}:${productId}:${scope.regionId}:${scope.countryCode ?? "-"}`

/** The kept variants of the teas that have them; the others are absent from the map. */
export async function readCardPrices(cache: ICacheService, productIds: string[], scope: CardPriceScope) {
  const kept = await Promise.all(productIds.map((id) => cache.get<CardVariant[]>(cardPricesKey(id, scope))))
  return new Map(productIds.flatMap((id, i) => (kept[i] ? [[id, kept[i]] as const] : [])))
}

export async function keepCardPrices(cache: ICacheService, variantsByProduct: Map<string, CardVariant[]>, scope: CardPriceScope) {
  await Promise.all(
    [...variantsByProduct].map(([id, variants]) => cache.set(cardPricesKey(id, scope), variants, CARD_PRICES_TIME_LIMIT_SECONDS)),
  )
}

/** Every kept card price: a change to one tea, price list or region is rare, and the next pages re-price at once. */
export async function forgetCardPrices(cache: ICacheService) {
  await cache.invalidate(`${KEY_PREFIX}:*`)
}
