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
// Prices are kept under a generation that every forget replaces: a page priced before a change but stored
// after it lands under the old generation, which no request reads any more. It outlives every price kept.
const GENERATION_KEY = `${KEY_PREFIX}:generation`
const GENERATION_TIME_LIMIT_SECONDS = 86_400

/** Whose prices a card shows: a region, and the country its tax is for. */
export interface CardPriceScope {
  regionId: string
  countryCode?: string
}

export type CardVariant = Record<string, unknown>

/** The kept card prices of one region and country, as they stand when the request starts. */
export async function cardPriceShelf(cache: ICacheService, scope: CardPriceScope) {
  const generation = (await cache.get<string>(GENERATION_KEY)) ?? "0"
  const key = (productId: string) => `${KEY_PREFIX}:${generation}:${productId}:${scope.regionId}:${scope.countryCode ?? "-"}`
  return {
    /** The kept variants of the teas that have them; the others are absent from the map. */
    async read(productIds: string[]): Promise<Map<string, CardVariant[]>> {
      const kept = await Promise.all(productIds.map((id) => cache.get<CardVariant[]>(key(id))))
      return new Map(productIds.flatMap((id, i) => (kept[i] ? [[id, kept[i]] as const] : [])))
    },
    async keep(variantsByProduct: Map<string, CardVariant[]>) {
      await Promise.all([...variantsByProduct].map(([id, variants]) => cache.set(key(id), variants, CARD_PRICES_TIME_LIMIT_SECONDS)))
    },
  }
}

/** Every kept card price: a change to one tea, price list or region is rare, and the next pages re-price at once. */
export async function forgetCardPrices(cache: ICacheService) {
  await cache.invalidate(`${KEY_PREFIX}:*`)
  await cache.set(GENERATION_KEY, `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`, GENERATION_TIME_LIMIT_SECONDS)
}
