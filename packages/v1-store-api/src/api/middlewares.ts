import { defineMiddlewares } from "@medusajs/framework/http"
import { validateV1Query } from "../lib/v1-query"
import { V1StoreGetCollection, V1StoreGetCollections } from "./v1/store/collections/validators"
import { V1StoreGetProductCategories, V1StoreGetProductCategory } from "./v1/store/product-categories/validators"
import { V1StoreGetProductTags } from "./v1/store/product-tags/validators"
import { V1StoreGetRegion, V1StoreGetRegions } from "./v1/store/regions/validators"
import { V1StoreGetReturnReasons } from "./v1/store/return-reasons/validators"

/**
 * The query each of the plugin's routes takes. What every /v1/store path holds to (CORS, the publishable key,
 * the customer's session, idempotency keys, the field boundary) and the error handler are the back end's
 * (apps/backend/src/api/v1/middlewares.ts): Medusa sorts both files' middlewares into one router.
 */
export default defineMiddlewares({
  routes: [
    { matcher: "/v1/store/regions", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetRegions)] },
    { matcher: "/v1/store/regions/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetRegion)] },
    { matcher: "/v1/store/collections", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetCollections)] },
    { matcher: "/v1/store/collections/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetCollection)] },
    { matcher: "/v1/store/product-categories", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProductCategories)] },
    { matcher: "/v1/store/product-categories/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProductCategory)] },
    { matcher: "/v1/store/product-tags", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetProductTags)] },
    { matcher: "/v1/store/return-reasons", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetReturnReasons)] },
    { matcher: "/v1/store/return-reasons/:id", methods: ["GET"], middlewares: [validateV1Query(V1StoreGetReturnReasons)] },
  ],
})
