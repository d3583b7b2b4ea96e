import type { MiddlewareRoute } from "@medusajs/framework/http"
import { onlyItsCustomer } from "../../utils/only-its-customer"

export const storeCartRoutes: MiddlewareRoute[] = [
  {
    // Every route under one cart, Medusa's and ours: reading it, its line items, shipping, promotions,
    // completion, and taking it over at sign-in (POST .../customer), which a guest's cart allows.
    matcher: /^\/store\/carts\/[^/]+(\/.*)?$/,
    methods: ["GET", "POST", "DELETE"],
    middlewares: [onlyItsCustomer("cart")],
  },
]
