import { defineMiddlewares } from "@medusajs/framework/http"
import { adminCustomerRoutes } from "./admin/customers/middlewares"
import { adminProductTypeRoutes } from "./admin/product-types/middlewares"
import { storeCustomerRoutes } from "./store/customers/middlewares"
import { storeProductTypeRoutes } from "./store/product-types/middlewares"

// Each area keeps its routes' validators and middlewares beside its routes; this file only joins them.
export default defineMiddlewares({
  routes: [
    ...storeCustomerRoutes,
    ...storeProductTypeRoutes,
    ...adminCustomerRoutes,
    ...adminProductTypeRoutes,
  ],
})
