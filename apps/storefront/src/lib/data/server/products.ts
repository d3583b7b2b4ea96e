import "server-only"
import type { Tea } from "@lib/util/catalogue"
import { readCatalogue } from "./read-catalogue"
import type { ShopperRegion } from "./regions"

/** What the tea page shows (the tea house and the tea's details are added by the back end). */
const TEA_PAGE_FIELDS = [
  "id",
  "title",
  "subtitle",
  "description",
  "handle",
  "thumbnail",
  "created_at",
  "updated_at",
  "images.id",
  "images.url",
  "type.id",
  "type.value",
  "variants.id",
  "variants.title",
  "variants.sku",
  "*variants.calculated_price",
].join(",")

/** A tea by its handle, priced for the shopper; null when there is none. */
export async function getTea({ region, countryCode }: ShopperRegion, handle: string): Promise<Tea | null> {
  const { products } = await readCatalogue<{ products: Tea[] }>("/store/products", {
    handle,
    region_id: region.id,
    country_code: countryCode,
    fields: TEA_PAGE_FIELDS,
    limit: 1,
  })
  return products[0] ?? null
}

const SITEMAP_PAGE_SIZE = 1000

/** Every tea's handle and last change, for the sitemap. */
export async function listTeaHandles(): Promise<{ handle: string; updated_at: string }[]> {
  const handles: { handle: string; updated_at: string }[] = []
  for (let offset = 0; ; offset += SITEMAP_PAGE_SIZE) {
    const { products, count } = await readCatalogue<{ products: { handle: string; updated_at: string }[]; count: number }>(
      "/store/products",
      { fields: "handle,updated_at", limit: SITEMAP_PAGE_SIZE, offset, order: "handle" },
    )
    handles.push(...products)
    if (offset + SITEMAP_PAGE_SIZE >= count) return handles
  }
}
