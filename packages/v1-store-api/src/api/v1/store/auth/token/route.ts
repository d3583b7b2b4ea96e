import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { signInCustomer } from "../../../../../lib/auth/sign-in"
import type { V1StorePostAuthType } from "../validators"

/** POST /v1/store/auth/token `{ email, password }` → `{ access_token }`: the session token a client sends as its bearer (v1's `getToken`). */
export async function POST(req: MedusaRequest<V1StorePostAuthType>, res: MedusaResponse<{ access_token: string }>) {
  const { token } = await signInCustomer(req, req.validatedBody)
  res.json({ access_token: token })
}
