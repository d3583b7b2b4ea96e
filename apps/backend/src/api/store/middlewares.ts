import type { MiddlewareRoute } from "@medusajs/framework/http"
import { cartStoreMiddlewares, productStoreMiddlewares, shippingOptionStoreMiddlewares } from "../utils/seller-store-fields"

const CART_ROUTES = [
  "/store/carts",
  "/store/carts/:id",
  "/store/carts/:id/line-items",
  "/store/carts/:id/line-items/:line_id",
  "/store/carts/:id/shipping-methods",
  "/store/carts/:id/promotions",
  "/store/carts/:id/customer",
  "/store/carts/:id/taxes",
]

/** Medusa's own store routes, extended with the tea house (`store_id`) and the tea's details. */
export const storeCoreRouteExtensions: MiddlewareRoute[] = [
  { matcher: "/store/products", methods: ["GET"], middlewares: productStoreMiddlewares },
  { matcher: "/store/products/:id", methods: ["GET"], middlewares: productStoreMiddlewares },
  { matcher: "/store/shipping-options", methods: ["GET"], middlewares: shippingOptionStoreMiddlewares },
  ...CART_ROUTES.map((matcher): MiddlewareRoute => ({ matcher, methods: ["GET", "POST"], middlewares: cartStoreMiddlewares })),
]
