import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { findNul } from "../../lib/http/find-nul"

/** PostgreSQL cannot store a NUL character in text: a JSON body holding one is refused up front. */
export function refuseNulInBody(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const field = findNul(req.body)
  if (field !== null) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      field ? `The body field '${field}' contains a NUL character (\\u0000)` : "The body contains a NUL character (\\u0000)",
    )
  }
  next()
}
