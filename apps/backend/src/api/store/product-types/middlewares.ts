import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { isFeatured } from "@leafline/shop-contract"
import { featuredProductTypeIds } from "../../../lib/featured-product-types"
import { includeFields, reshapeJson } from "../../../lib/http/response-fields"

const IsFeaturedParam = z.enum(["true", "false"]).optional()

// What `is_featured` asked for, kept between the two middlewares below (Medusa's validator in between
// would refuse the unknown parameter).
const wantsFeatured = new WeakMap<MedusaRequest, boolean>()

/** Takes `is_featured` off the query before Medusa validates it. */
function takeIsFeaturedParam(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const parsed = IsFeaturedParam.safeParse(req.query.is_featured)
  if (!parsed.success) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "is_featured must be true or false")
  }
  delete req.query.is_featured
  if (parsed.data) wantsFeatured.set(req, parsed.data === "true")
  next()
}

/** Filters the list to the featured types, or to the others, after Medusa built its filters. */
async function filterByIsFeatured(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const featured = wantsFeatured.get(req)
  if (featured !== undefined) {
    const ids = await featuredProductTypeIds(req.scope)
    const filters = req.filterableFields as Record<string, unknown> & { $and?: unknown[] }
    filters.$and = [...(filters.$and ?? []), { id: featured ? { $in: ids } : { $nin: ids } }]
  }
  next()
}

type ProductTypeJson = { metadata?: Record<string, unknown> | null; is_featured?: boolean }
const withIsFeatured = (type: ProductTypeJson) => {
  type.is_featured = isFeatured(type)
}

export const storeProductTypeRoutes: MiddlewareRoute[] = [
  {
    // Regex matchers: Medusa runs them before its own query validation.
    matcher: /^\/store\/product-types\/?$/,
    methods: ["GET"],
    middlewares: [takeIsFeaturedParam, includeFields("metadata")],
  },
  {
    matcher: /^\/store\/product-types\/[^/]+\/?$/,
    methods: ["GET"],
    middlewares: [includeFields("metadata")],
  },
  {
    methods: ["GET"],
    matcher: "/store/product-types",
    middlewares: [
      filterByIsFeatured,
      reshapeJson((body) => (body.product_types as ProductTypeJson[] | undefined)?.forEach(withIsFeatured)),
    ],
  },
  {
    methods: ["GET"],
    matcher: "/store/product-types/:id",
    middlewares: [reshapeJson((body) => body.product_type && withIsFeatured(body.product_type as ProductTypeJson))],
  },
]
