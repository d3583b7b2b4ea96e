import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

/**
 * Medusa's stock-location validators trim `name` before they check that it is text (`val.trim()` in a
 * zod preprocess), so a name that is missing or not text threw a TypeError: a 500 for `{}`. Returns why
 * a body's name is refused, in the words of Medusa's validators, or null; a body that is not an object is
 * left to them, as they refuse it before reaching the name.
 */
export function stockLocationNameProblem(body: unknown, required: boolean): string | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null
  const { name } = body as { name?: unknown }
  if (name === undefined) return required ? "Invalid request: Field 'name' is required" : null
  if (typeof name === "string") return null
  return `Invalid request: Expected type: 'string' for field 'name', got: '${name === null ? "null" : typeof name}'`
}

function checkName(required: boolean) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const problem = stockLocationNameProblem(req.body ?? {}, required)
    if (problem) throw new MedusaError(MedusaError.Types.INVALID_DATA, problem)
    next()
  }
}

/** POST /admin/stock-locations: a name of text, before Medusa's validator trims it. */
export const textNameOfNewStockLocation = checkName(true)
/** POST /admin/stock-locations/:id: a name, if given, of text. */
export const textNameOfStockLocationUpdate = checkName(false)
