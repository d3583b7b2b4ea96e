import {
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  validateAndTransformQuery,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { undeclaredFields } from "./declared-fields"

export interface DeclaredFieldsConfig {
  /** What the route answers with when `fields` is not given. */
  defaults: string[]
  /** Everything the route may answer with; also the fields it may be ordered by. */
  allowed: string[]
  isList: boolean
}

/** Refuses, with a 400 that names them, the `fields` a route has not declared (nor a middleware allowed). */
export function refuseUndeclaredFields(allowed: string[]) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const undeclared = undeclaredFields(req.query.fields, [...allowed, ...req.allowed])
    if (undeclared.length) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `fields: ${undeclared.join(", ")} cannot be asked for here; ask for any of ${allowed.join(", ")}`,
      )
    }
    next()
  }
}

/**
 * Medusa's query validation for one of our routes, with the fields it may return declared, as
 * Medusa's own routes declare theirs: another field is a 400, and so is ordering by one.
 */
export function validateQueryWithDeclaredFields(schema: Parameters<typeof validateAndTransformQuery>[0], config: DeclaredFieldsConfig) {
  return [refuseUndeclaredFields(config.allowed), validateAndTransformQuery(schema, config)]
}
