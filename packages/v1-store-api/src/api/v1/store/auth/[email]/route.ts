import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { customerAccountExists } from "../../../../../lib/auth/account-exists"

/** GET /v1/store/auth/:email → `{ exists }`: whether the email has a customer account (slowed down per client by the back end's middleware for this path). */
export async function GET(req: MedusaRequest, res: MedusaResponse<{ exists: boolean }>) {
  res.json({ exists: await customerAccountExists(req.scope, req.params.email) })
}
