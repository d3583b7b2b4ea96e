import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateQueryWithDeclaredFields } from "../../../lib/http/validate-declared-fields"
import { listStoreSellerStoresConfig, retrieveStoreSellerStoreConfig } from "./query-config"
import { StoreGetSellerStore, StoreListSellerStores } from "./validators"

export const storeSellerStoreRoutes: MiddlewareRoute[] = [
  {
    matcher: "/store/seller-stores",
    methods: ["GET"],
    middlewares: validateQueryWithDeclaredFields(StoreListSellerStores, listStoreSellerStoresConfig),
  },
  {
    matcher: "/store/seller-stores/:handle",
    methods: ["GET"],
    middlewares: validateQueryWithDeclaredFields(StoreGetSellerStore, retrieveStoreSellerStoreConfig),
  },
]
