import { z } from "@medusajs/framework/zod"
import { createFindParams, createSelectParams } from "../../../lib/medusa/internals"

// Medusa's paging and `fields`, without `with_deleted`: the store never sees a removed tea house.
export const StoreListSellerStores = createFindParams({ limit: 50, offset: 0, order: "name" }).omit({ with_deleted: true })
export const StoreGetSellerStore = createSelectParams()

export type StoreListSellerStoresType = z.infer<typeof StoreListSellerStores>
