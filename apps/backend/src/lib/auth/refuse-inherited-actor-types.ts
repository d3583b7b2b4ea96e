import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { namesAnInheritedActorType } from "./auth-provider-path"

/**
 * An auth route naming `__proto__` or the like as its actor type is a 400, where Medusa's check of it fails
 * with a 500. Mounted for every method, Express hands the middleware the path past its matcher: the whole
 * path is the original URL's.
 */
export function refuseInheritedActorTypes(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (namesAnInheritedActorType(req.originalUrl.split("?")[0])) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "The actor type in the path must be customer or user.")
  }
  next()
}
