import { defineMiddlewares } from "@medusajs/framework/http"
import { adminCustomerRoutes } from "./admin/customers/middlewares"
import { storeCustomerRoutes } from "./store/customers/middlewares"

// Each area keeps its routes' validators and middlewares beside its routes; this file only joins them.
export default defineMiddlewares({
  routes: [
    ...storeCustomerRoutes,
    ...adminCustomerRoutes,
  ],
})
