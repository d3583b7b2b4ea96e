import { defineMiddlewares } from "@medusajs/framework/http"
import { adminProductRoutes } from "./admin/products/middlewares"
import { adminSellerStoreRoutes } from "./admin/seller-stores/middlewares"
import { storeListingRoutes } from "./store/listing/middlewares"
import { storeCoreRouteExtensions } from "./store/middlewares"
import { storeSellerStoreRoutes } from "./store/seller-stores/middlewares"

// Each area keeps its routes' validators and middlewares beside its routes; this file only joins them.
export default defineMiddlewares({
  routes: [...adminProductRoutes, ...adminSellerStoreRoutes, ...storeCoreRouteExtensions, ...storeSellerStoreRoutes, ...storeListingRoutes],
})
