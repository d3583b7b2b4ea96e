import "server-only"
import { BackendRefusal } from "@lib/backend/server"
import type { TeaHouse } from "@lib/util/catalogue"
import { readCatalogue } from "./read-catalogue"
import { readShopShell } from "./shop-shell"

const TEA_HOUSE_FIELDS = "id,name,handle,description,logo"

export async function listTeaHouses(): Promise<TeaHouse[]> {
  return (await readShopShell()).seller_stores
}

/** A tea house by its handle; null when there is none. */
export async function getTeaHouse(handle: string): Promise<TeaHouse | null> {
  try {
    const { seller_store } = await readCatalogue<{ seller_store: TeaHouse }>(
      `/store/seller-stores/${encodeURIComponent(handle)}`,
      { fields: TEA_HOUSE_FIELDS },
    )
    return seller_store
  } catch (error) {
    if (error instanceof BackendRefusal && error.status === 404) return null
    throw error
  }
}
