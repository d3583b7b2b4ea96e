import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { customerAccountExists } from "../../../../../lib/v1/auth/account-exists"

/** GET /v1/store/auth/:email → `{ exists }`: whether the email has a customer account (slowed down per client, see middlewares). */
export async function GET(req: MedusaRequest, res: MedusaResponse<{ exists: boolean }>) {
  res.json({ exists: await customerAccountExists(req.scope, req.params.email) })
}
