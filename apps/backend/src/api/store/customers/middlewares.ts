import {
  applyDefaultFilters,
  authenticate,
  clearFiltersByKey,
  maybeApplyLinkFilter,
  validateAndTransformBody,
  validateAndTransformQuery,
  type AuthenticatedMedusaRequest,
  type MedusaNextFunction,
  type MedusaResponse,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"
import {
  filterByValidSalesChannels,
  listProductQueryConfig,
  normalizeDataForContext,
  setPricingContext,
  setTaxContext,
  StoreGetProductsParams,
} from "@leafline/medusa-internals"
import CustomerFavoriteProducts from "../../../links/customer-favorite-products"
import { refuseUndeclaredFields } from "../../../lib/http/validate-declared-fields"
import { includeFields, reshapeJson } from "../../../lib/http/response-fields"
import { countWrongCurrentPasswords } from "../../../lib/auth/count-wrong-current-passwords"
import { ChangePasswordBody, FavoriteProductBody } from "./validators"

const signedInCustomer = authenticate("customer", ["session", "bearer"])

/** Narrows the product filter to the signed-in customer's favourites (and to the ids asked for, if any). */
async function onlyFavoriteProducts(req: AuthenticatedMedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: favorites } = await query.graph({
    entity: CustomerFavoriteProducts.entryPoint,
    fields: ["product_id"],
    filters: { customer_id: req.auth_context.actor_id },
  })
  const asked = req.filterableFields.id
  const askedIds = asked === undefined ? null : new Set<unknown>([asked].flat())
  req.filterableFields.id = favorites
    .map((favorite) => favorite.product_id as string)
    .filter((id) => !askedIds || askedIds.has(id))
  next()
}

export const storeCustomerRoutes: MiddlewareRoute[] = [
  {
    // Medusa's /store/customers/me* authentication covers it: only the customer's own session.
    methods: ["POST"],
    matcher: "/store/customers/me/password",
    middlewares: [validateAndTransformBody(ChangePasswordBody), countWrongCurrentPasswords],
  },
  {
    methods: ["POST"],
    matcher: "/store/customers/add-favorite-product",
    middlewares: [signedInCustomer, validateAndTransformBody(FavoriteProductBody)],
  },
  {
    methods: ["POST"],
    matcher: "/store/customers/remove-favorite-product",
    middlewares: [signedInCustomer, validateAndTransformBody(FavoriteProductBody)],
  },
  {
    // The same steps as Medusa's GET /store/products, with the favourites filter first.
    methods: ["GET"],
    matcher: "/store/customers/list-favorite-products",
    middlewares: [
      signedInCustomer,
      refuseUndeclaredFields(listProductQueryConfig.allowed),
      validateAndTransformQuery(StoreGetProductsParams, listProductQueryConfig),
      onlyFavoriteProducts,
      filterByValidSalesChannels(),
      maybeApplyLinkFilter({
        entryPoint: "product_sales_channel",
        resourceId: "product_id",
        filterableField: "sales_channel_id",
      }),
      applyDefaultFilters({ status: ProductStatus.PUBLISHED }),
      normalizeDataForContext(),
      setPricingContext(),
      setTaxContext(),
      clearFiltersByKey(["region_id", "country_code", "province", "cart_id"]),
    ],
  },
  {
    // A regex matcher: Medusa runs it before its own query validation of /store/customers/me.
    matcher: /^\/store\/customers\/me\/?$/,
    methods: ["GET", "POST"],
    middlewares: [includeFields("sales_channel.id")],
  },
  {
    methods: ["GET", "POST"],
    matcher: "/store/customers/me",
    middlewares: [
      reshapeJson((body) => {
        const customer = body.customer as { sales_channel?: { id: string } | null; sales_channel_id?: string | null }
        if (!customer) return
        customer.sales_channel_id = customer.sales_channel?.id ?? null
        delete customer.sales_channel
      }),
    ],
  },
]
