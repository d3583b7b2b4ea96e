import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { keepInCookieSession, signInCustomer } from "../../../../lib/auth/sign-in"
import { readV1Customer } from "../../../../lib/customers/read-customer"
import { registerCustomerAccount } from "../../../../lib/customers/register"
import type { V1Customer } from "../../../../lib/views/customer"
import type { V1StorePostCustomersType } from "./validators"

/** POST /v1/store/customers: registers a customer and signs them in with a cookie session, as v1 did. */
export async function POST(req: AuthenticatedMedusaRequest<V1StorePostCustomersType>, res: MedusaResponse<{ customer: V1Customer }>) {
  if (req.auth_context?.actor_id) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Request already authenticated as a customer.")
  }
  const registration = req.validatedBody
  await registerCustomerAccount(req, registration)
  const signIn = await signInCustomer(req, { email: registration.email, password: registration.password })
  keepInCookieSession(req, signIn)
  res.json({ customer: await readV1Customer(req.scope, signIn.customerId) })
}
