import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { resetCustomerPassword } from "../../../../../lib/v1/auth/reset-password"
import { readV1Customer } from "@leafline/v1-store-api/lib/customers/read-customer"
import type { V1Customer } from "@leafline/v1-store-api/lib/views/customer"
import type { V1StorePostPasswordResetType } from "@leafline/v1-store-api/api/v1/store/customers/validators"

/** POST /v1/store/customers/password-reset `{ email, password, token }` → the customer, whose every session has ended. */
export async function POST(req: MedusaRequest<V1StorePostPasswordResetType>, res: MedusaResponse<{ customer: V1Customer }>) {
  const customerId = await resetCustomerPassword(req.scope, req.validatedBody)
  res.json({ customer: await readV1Customer(req.scope, customerId) })
}
