import { defineMiddlewares } from "@medusajs/framework/http"
import { adminCustomerRoutes } from "./admin/customers/middlewares"
import { adminProductTypeRoutes } from "./admin/product-types/middlewares"
import { adminProductRoutes } from "./admin/products/middlewares"
import { adminSellerStoreRoutes } from "./admin/seller-stores/middlewares"
import { authRoutes } from "./auth/middlewares"
import { jsonErrorHandler } from "./global/error-handler"
import { globalRoutes } from "./global/middlewares"
import { storeCartRoutes } from "./store/carts/middlewares"
import { storeCustomerRoutes } from "./store/customers/middlewares"
import { storeListingRoutes } from "./store/listing/middlewares"
import { storeCoreRouteExtensions } from "./store/middlewares"
import { storeOrderRoutes } from "./store/orders/middlewares"
import { storePaymentCollectionRoutes } from "./store/payment-collections/middlewares"
import { storeProductTypeRoutes } from "./store/product-types/middlewares"
import { storeSalesChannelRoutes } from "./store/sales-channels/middlewares"
import { storeSellerStoreRoutes } from "./store/seller-stores/middlewares"

// Each area keeps its routes' validators and middlewares beside its routes; this file only joins them.
export default defineMiddlewares({
  errorHandler: jsonErrorHandler,
  routes: [
    ...globalRoutes,
    ...authRoutes,
    ...storeCoreRouteExtensions,
    ...storeCartRoutes,
    ...storeOrderRoutes,
    ...storePaymentCollectionRoutes,
    ...storeCustomerRoutes,
    ...storeProductTypeRoutes,
    ...storeSalesChannelRoutes,
    ...storeSellerStoreRoutes,
    ...storeListingRoutes,
    ...adminCustomerRoutes,
    ...adminProductTypeRoutes,
    ...adminProductRoutes,
    ...adminSellerStoreRoutes,
  ],
})
