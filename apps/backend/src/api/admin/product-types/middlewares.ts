import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

/**
 * `metadata.is_featured` must be a boolean, or "" (Medusa's way to remove a metadata key, which the
 * back office's metadata editor sends), so the store can trust it. Runs after Medusa's body validation.
 */
function validateIsFeatured(req: MedusaRequest<{ metadata?: Record<string, unknown> | null }>, _res: MedusaResponse, next: MedusaNextFunction) {
  const metadata = req.validatedBody?.metadata
  if (metadata && "is_featured" in metadata) {
    const value = metadata.is_featured
    if (typeof value !== "boolean" && value !== "") {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `metadata.is_featured must be true or false, not ${JSON.stringify(value)}`,
      )
    }
  }
  next()
}

export const adminProductTypeRoutes: MiddlewareRoute[] = [
  { methods: ["POST"], matcher: "/admin/product-types", middlewares: [validateIsFeatured] },
  { methods: ["POST"], matcher: "/admin/product-types/:id", middlewares: [validateIsFeatured] },
]
