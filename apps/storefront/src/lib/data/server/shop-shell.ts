import "server-only"
import type { ShopShell } from "@leafline/shop-contract"
import { readCatalogue } from "./read-catalogue"

/**
 * What every page is built around (regions, featured tea types, tea houses), in one read: the back end
 * keeps the answer until the catalogue changes, and forgets it before it purges the pages built on it.
 */
export function readShopShell(): Promise<ShopShell> {
  return readCatalogue<ShopShell>("/store/shop-shell")
}
