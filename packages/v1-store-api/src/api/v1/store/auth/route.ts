import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { keepInCookieSession, signInCustomer } from "../../../../lib/auth/sign-in"
import { endCookieSession } from "../../../../lib/auth/sign-out"
import { readV1Customer } from "../../../../lib/customers/read-customer"
import type { V1Customer } from "../../../../lib/views/customer"
import type { V1StorePostAuthType } from "./validators"

/** POST /v1/store/auth `{ email, password }`: signs the customer in with a cookie session (v1's `authenticate`). */
export async function POST(req: MedusaRequest<V1StorePostAuthType>, res: MedusaResponse<{ customer: V1Customer }>) {
  const signIn = await signInCustomer(req, req.validatedBody)
  keepInCookieSession(req, signIn)
  res.json({ customer: await readV1Customer(req.scope, signIn.customerId) })
}

/** GET /v1/store/auth: the customer of the session or bearer token (v1's `getSession`). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ customer: V1Customer }>) {
  res.json({ customer: await readV1Customer(req.scope, req.auth_context.actor_id) })
}

/** DELETE /v1/store/auth: signs out (v1's `deleteSession`); a bearer token sent with it was ended by the back end's middleware (apps/backend/src/lib/auth/end-this-session.ts). */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ success: true }>) {
  await endCookieSession(req, res)
  res.json({ success: true })
}
