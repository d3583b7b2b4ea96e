import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, parseCorsOrigins } from "@medusajs/framework/utils"
import cors from "cors"

type CorsHandler = ReturnType<typeof cors>
let handler: CorsHandler | undefined

/**
 * CORS for /v1/store as Medusa applies it to /store: the origins of `http.storeCors` (STORE_CORS) may call
 * it from a browser with their cookies, and a preflight is answered here, before the publishable-key check
 * (a browser sends no key with it). Writes from other origins are still refused by the write-origin rule.
 */
export function v1StoreCors(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  handler ??= cors({
    origin: parseCorsOrigins(req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.http.storeCors),
    credentials: true,
    preflightContinue: false,
  })
  return handler(req, res, next)
}
