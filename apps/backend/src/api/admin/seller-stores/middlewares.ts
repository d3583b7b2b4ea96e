import { type MiddlewareRoute, validateAndTransformBody } from "@medusajs/framework/http"
import { createSelectParams } from "@leafline/medusa-internals"
import { validateQueryWithDeclaredFields } from "../../../lib/http/validate-declared-fields"
import { listSellerStoreOrdersConfig, listSellerStoresConfig, retrieveSellerStoreConfig } from "./query-config"
import {
  AdminAssignProducts,
  AdminAssignShippingOptions,
  AdminCreateSellerStore,
  AdminListSellerStoreOrders,
  AdminListSellerStores,
  AdminUpdateSellerStore,
} from "./validators"

export const adminSellerStoreRoutes: MiddlewareRoute[] = [
  {
    matcher: "/admin/seller-stores",
    methods: ["GET"],
    middlewares: validateQueryWithDeclaredFields(AdminListSellerStores, listSellerStoresConfig),
  },
  { matcher: "/admin/seller-stores", methods: ["POST"], middlewares: [validateAndTransformBody(AdminCreateSellerStore)] },
  {
    matcher: "/admin/seller-stores/:id",
    methods: ["GET"],
    middlewares: validateQueryWithDeclaredFields(createSelectParams(), retrieveSellerStoreConfig),
  },
  { matcher: "/admin/seller-stores/:id", methods: ["POST"], middlewares: [validateAndTransformBody(AdminUpdateSellerStore)] },
  {
    matcher: "/admin/seller-stores/:id/orders",
    methods: ["GET"],
    middlewares: validateQueryWithDeclaredFields(AdminListSellerStoreOrders, listSellerStoreOrdersConfig),
  },
  {
    matcher: "/admin/seller-stores/:id/products",
    methods: ["POST"],
    middlewares: [validateAndTransformBody(AdminAssignProducts)],
  },
  {
    matcher: "/admin/seller-stores/:id/shipping-options",
    methods: ["POST"],
    middlewares: [validateAndTransformBody(AdminAssignShippingOptions)],
  },
]
