import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

/**
 * For POST /admin/api-keys/:id/sales-channels (a path matcher: it reads the id from req.params). Medusa's
 * route reads the key's `type` without checking that the key exists, so an unknown id was a TypeError,
 * a 500; here it is the 404 its other API-key routes answer.
 */
export async function onlyAKnownApiKey(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "api_key", fields: ["id"], filters: { id: req.params.id } })
  if (!data.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `API Key with id: ${req.params.id} was not found`)
  next()
}
