import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { originsOf, refusedBackendWrite } from "./write-origin"

/** State changes come only from the shop's own pages, as JSON on the store and auth APIs (lib/http/write-origin.ts). */
export function refuseForeignWrites(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const { http } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  const path = req.originalUrl.split("?")[0]
  const area = path.split("/")[1]?.toLowerCase()
  const cors = area === "admin" ? http.adminCors : area === "auth" ? http.authCors : http.storeCors
  const refused = refusedBackendWrite(
    {
      method: req.method,
      path,
      origin: req.get("origin") ?? null,
      secFetchSite: req.get("sec-fetch-site") ?? null,
      contentType: req.get("content-type") ?? null,
      hasBody: Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined,
    },
    originsOf(cors),
  )
  if (!refused) return next()
  res.status(refused.status).json({ type: refused.status === 403 ? "not_allowed" : "invalid_data", message: refused.message })
}
