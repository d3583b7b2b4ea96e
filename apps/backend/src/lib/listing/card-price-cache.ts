/**
 * The listing cards' variants with their calculated prices (and tax), per tea, region and country, kept in
 * the evictable cache under the listing's generation (lib/listing/listing-generation.ts): pricing a page of
 * teas costs the listing more than its search. The time limit bounds what no event announces (a sale
 * reaching its start or end date, a tax rate edit) and drops what no one reads.
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

/** The kept card prices of one region and country under `generation`, the listing's as the request started. */
export function cardPriceShelf(cache: ICacheService, generation: string, scope: CardPriceScope) {
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
