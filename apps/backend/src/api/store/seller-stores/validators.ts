import { createFindParams, createSelectParams } from "@leafline/medusa-internals"

// Medusa's paging and `fields`, without `with_deleted`: the store never sees a removed tea house.
export const StoreListSellerStores = createFindParams({ limit: 50, offset: 0, order: "name" }).omit({ with_deleted: true })
export const StoreGetSellerStore = createSelectParams()
