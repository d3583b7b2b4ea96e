import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"

/** A v1 query's first problem as a shopper-readable message: an unknown parameter is named with the ones taken. */
interface Issue {
  code: string
  path: PropertyKey[]
  message: string
  keys?: string[]
}

export function v1QueryProblem(issues: Issue[], known: string[]): string {
  const issue = issues[0]
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys ?? []
    return `Unknown parameter${keys.length > 1 ? "s" : ""} ${keys.join(", ")}: this route takes ${known.length ? known.join(", ") : "none"}`
  }
  const where = issue.path.map(String).join(".")
  return where ? `${where}: ${issue.message}` : issue.message
}

/**
 * Validates a v1 route's query against its schema (a strict object: fixed fields, no `fields`/`expand`)
 * into `req.validatedQuery`; anything else is a 400 saying what is wrong.
 */
export function validateV1Query(schema: z.ZodObject) {
  const known = Object.keys(schema.shape)
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const parsed = schema.safeParse(req.query)
    if (!parsed.success) throw new MedusaError(MedusaError.Types.INVALID_DATA, v1QueryProblem(parsed.error.issues, known))
    req.validatedQuery = parsed.data as MedusaRequest["validatedQuery"]
    next()
  }
}
