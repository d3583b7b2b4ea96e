import { defineMiddlewares } from "@medusajs/framework/http"
import { adminCustomerRoutes } from "./admin/customers/middlewares"
import { adminProductTypeRoutes } from "./admin/product-types/middlewares"
import { adminProductRoutes } from "./admin/products/middlewares"
import { adminSellerStoreRoutes } from "./admin/seller-stores/middlewares"
import { storeCustomerRoutes } from "./store/customers/middlewares"
import { storeListingRoutes } from "./store/listing/middlewares"
import { storeCoreRouteExtensions } from "./store/middlewares"
import { storeProductTypeRoutes } from "./store/product-types/middlewares"
import { storeSellerStoreRoutes } from "./store/seller-stores/middlewares"

// Each area keeps its routes' validators and middlewares beside its routes; this file only joins them.
export default defineMiddlewares({
  routes: [
    ...storeCoreRouteExtensions,
    ...storeCustomerRoutes,
    ...storeProductTypeRoutes,
    ...storeSellerStoreRoutes,
    ...storeListingRoutes,
    ...adminCustomerRoutes,
    ...adminProductTypeRoutes,
    ...adminProductRoutes,
    ...adminSellerStoreRoutes,
  ],
})
