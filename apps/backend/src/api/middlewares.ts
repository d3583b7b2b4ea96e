import { defineMiddlewares, type MiddlewareRoute } from "@medusajs/framework/http"
import { adminApiKeyRoutes } from "./admin/api-keys/middlewares"
import { adminCustomerRoutes } from "./admin/customers/middlewares"
import { adminFeaturesOffRoutes } from "./admin/features-off/middlewares"
import { adminProductTypeRoutes } from "./admin/product-types/middlewares"
import { adminProductRoutes } from "./admin/products/middlewares"
import { adminSellerStoreRoutes } from "./admin/seller-stores/middlewares"
import { adminStockLocationRoutes } from "./admin/stock-locations/middlewares"
import { authRoutes } from "./auth/middlewares"
import { jsonErrorHandler } from "../lib/http/error-handler"
import { globalRoutes } from "./global/middlewares"
import { storeCartRoutes } from "./store/carts/middlewares"
import { storeCustomerRoutes } from "./store/customers/middlewares"
import { storeListingRoutes } from "./store/listing/middlewares"
import { storeCoreRouteExtensions } from "./store/middlewares"
import { storeOrderRoutes } from "./store/orders/middlewares"
import { storePaymentCollectionRoutes } from "./store/payment-collections/middlewares"
import { storeProductTypeRoutes } from "./store/product-types/middlewares"
import { storeReturnRoutes } from "./store/returns/middlewares"
import { storeSalesChannelRoutes } from "./store/sales-channels/middlewares"
import { storeSellerStoreRoutes } from "./store/seller-stores/middlewares"
import { storeShopShellRoutes } from "./store/shop-shell/middlewares"
import { v1StoreRoutes } from "./v1-store-rules"

/**
 * Express matches a path whatever its case (/store/CARTS/:id reaches /store/carts/:id), and Medusa's
 * plain-path matchers with it, but a regex matcher only as written: a guard on one would be skipped for
 * an upper-case path. So every regex matcher ignores case.
 */
const matchingAnyCase = (routes: MiddlewareRoute[]): MiddlewareRoute[] =>
  routes.map((route) =>
    route.matcher instanceof RegExp && !route.matcher.ignoreCase
      ? { ...route, matcher: new RegExp(route.matcher.source, `${route.matcher.flags}i`) }
      : route,
  )

// Each area keeps its routes' validators and middlewares beside its routes; this file only joins them.
export default defineMiddlewares({
  errorHandler: jsonErrorHandler,
  routes: matchingAnyCase([
    ...globalRoutes,
    ...authRoutes,
    ...storeCoreRouteExtensions,
    ...storeCartRoutes,
    ...storeOrderRoutes,
    ...storeReturnRoutes,
    ...storePaymentCollectionRoutes,
    ...storeCustomerRoutes,
    ...storeProductTypeRoutes,
    ...storeSalesChannelRoutes,
    ...storeSellerStoreRoutes,
    ...storeShopShellRoutes,
    ...storeListingRoutes,
    ...v1StoreRoutes,
    ...adminCustomerRoutes,
    ...adminProductTypeRoutes,
    ...adminProductRoutes,
    ...adminSellerStoreRoutes,
    ...adminStockLocationRoutes,
    ...adminApiKeyRoutes,
    ...adminFeaturesOffRoutes,
  ]),
})
