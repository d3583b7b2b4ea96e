import type { ShopShell } from "@leafline/shop-contract"
import { isFeatured } from "@leafline/shop-contract"

/**
 * What every storefront page is built around, in one answer (`ShopShell` in @leafline/shop-contract): the
 * regions it prices in (the header's country picker), the featured tea types (the header's navigation, the
 * home page's tiles) and the tea houses (the footer, the home page). Public and the same for every shopper:
 * no customer, stock or location data, and nothing staff keep unpublished (houses and types have no drafts).
 * These are the fields read; nothing else is answered.
 */
export const SHELL_REGION_FIELDS = ["id", "name", "currency_code", "countries.iso_2"]
export const SHELL_TYPE_FIELDS = ["id", "value", "metadata"]
export const SHELL_HOUSE_FIELDS = ["id", "name", "handle", "description", "logo"]

type Row = Record<string, any>

const byField = (key: string) => (a: Row, b: Row) => String(a[key]).localeCompare(String(b[key]))

/**
 * The shell from the rows read: the regions in the order read (oldest first), the featured types by name,
 * the houses by name; each cut to its declared fields, whatever else the rows carry.
 */
export function shopShellOf({ regions, types, houses }: { regions: Row[]; types: Row[]; houses: Row[] }): ShopShell {
  return {
    regions: regions.map((region) => ({
      id: region.id,
      name: region.name,
      currency_code: region.currency_code,
      countries: (region.countries ?? []).filter((country: Row | null) => country?.iso_2).map((country: Row) => ({ iso_2: country.iso_2 })),
    })),
    product_types: types
      .filter(isFeatured)
      .sort(byField("value"))
      .map((type) => ({ id: type.id, value: type.value, metadata: type.metadata ?? null })),
    seller_stores: [...houses]
      .sort(byField("name"))
      .map((house) => ({ id: house.id, name: house.name, handle: house.handle, description: house.description ?? "", logo: house.logo ?? null })),
  }
}
