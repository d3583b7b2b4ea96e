/**
 * `GET /store/shop-shell`'s answer: what every storefront page is built around, in one read. The regions
 * it prices in (oldest first), the featured tea types (by name) and the tea houses (by name). Public and
 * the same for every shopper.
 */
export interface ShopShellRegion {
  id: string
  name: string
  currency_code: string
  countries: { iso_2: string }[]
}

export interface ShopShellType {
  id: string
  value: string
  /** Staff's presentation of the type (`image_url`, `description`, `is_featured`). */
  metadata: Record<string, unknown> | null
}

export interface ShopShellHouse {
  id: string
  name: string
  handle: string
  description: string
  logo: string | null
}

export interface ShopShell {
  regions: ShopShellRegion[]
  product_types: ShopShellType[]
  seller_stores: ShopShellHouse[]
}
