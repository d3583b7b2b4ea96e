import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

/**
 * Asks a core route for extra fields on every request, on top of what the client asked for, and
 * allows them (what Medusa's `allowFields` does). It must run before Medusa's own query validation on
 * that route: register it with a regex matcher, which Medusa orders before plain paths.
 */
export function includeFields(...fields: string[]) {
  // Medusa checks a `relation.*` request against the relation's own name.
  const allowed = fields.map((field) => (field.endsWith(".*") ? field.slice(0, -2) : field))
  const extra = fields.map((field) => `+${field}`).join(",")
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    req.allowed.push(...allowed)
    const requested = typeof req.query.fields === "string" ? req.query.fields : ""
    req.query.fields = requested ? `${requested},${extra}` : extra
    next()
  }
}

/**
 * Reshapes a core route's JSON answer before it is sent, e.g. to flatten a linked record into the
 * field the storefront reads. Error answers pass through untouched.
 */
export function reshapeJson(reshape: (body: Record<string, unknown>, req: MedusaRequest) => void) {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const send = res.json.bind(res)
    res.json = (body: unknown) => {
      if (res.statusCode < 400 && body && typeof body === "object") reshape(body as Record<string, unknown>, req)
      return send(body)
    }
    next()
  }
}
