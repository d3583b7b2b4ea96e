import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareFunction } from "@medusajs/framework/http"

/**
 * A middleware route without `methods` runs before Medusa's own validators (which is what
 * `allowFields`/`includeFields` need), but Express mounts it on every path below its matcher too:
 * `/store/customers/me` would also catch `/store/customers/me/addresses`. This keeps the middleware to
 * the matcher's own path, and to the given methods.
 */
export function onMatcherOnly(middleware: MiddlewareFunction, methods: string[] = ["GET", "POST"]) {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) =>
    req.path === "/" && methods.includes(req.method) ? middleware(req, res, next) : next()
}
