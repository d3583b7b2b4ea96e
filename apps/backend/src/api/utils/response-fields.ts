import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

/**
 * Asks a core route for extra fields on every request, on top of what the client asked for. It must
 * run before Medusa's own query validation on that route, so register it with a regex matcher (Medusa
 * orders those before plain paths) or without `methods` (see matcher-only.ts), and allow the fields
 * too (`allowFields`).
 */
export function includeFields(...fields: string[]) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const requested = typeof req.query.fields === "string" ? req.query.fields : ""
    const extra = fields.map((field) => `+${field}`).join(",")
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
