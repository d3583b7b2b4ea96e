import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { resetCustomerPassword } from "../../../../../lib/auth/reset-password"
import { readV1Customer } from "../../../../../lib/customers/read-customer"
import type { V1Customer } from "../../../../../lib/views/customer"
import type { V1StorePostPasswordResetType } from "../validators"

/**
 * POST /v1/store/customers/password-reset `{ email, password, token }` → the customer, whose every session has
 * ended. The uses of one token take turns before this route (the back end's rule, as on v2's reset).
 */
export async function POST(req: MedusaRequest<V1StorePostPasswordResetType>, res: MedusaResponse<{ customer: V1Customer }>) {
  const customerId = await resetCustomerPassword(req.scope, req.validatedBody)
  res.json({ customer: await readV1Customer(req.scope, customerId) })
}
