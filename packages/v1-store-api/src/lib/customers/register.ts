import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createCustomerAccountWorkflow } from "@medusajs/medusa/core-flows"

export interface V1Registration {
  email: string
  password: string
  first_name: string
  last_name: string
  phone?: string | null
}

/**
 * v1's one-step registration as v2's two steps (POST /auth/customer/emailpass/register, then POST
 * /store/customers with its token): the email-and-password identity, then Medusa's customer-account
 * workflow for it. Should the workflow fail, the identity is removed again, so the email is not left with
 * an identity and no account. Answers the new customer's id.
 */
export async function registerCustomerAccount(req: MedusaRequest, registration: V1Registration): Promise<string> {
  const { password, ...customerData } = registration
  const auth = req.scope.resolve(Modules.AUTH)
  const { success, authIdentity } = await auth.register("emailpass", {
    url: req.url,
    headers: req.headers,
    query: {},
    body: { email: registration.email, password },
    protocol: req.protocol,
  } as never)
  if (!success || !authIdentity) {
    throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, "A customer with the given email already has an account. Sign in instead.")
  }
  try {
    const { result } = await createCustomerAccountWorkflow(req.scope).run({
      input: { customerData, authIdentityId: authIdentity.id },
    })
    return result.id
  } catch (error) {
    await auth.deleteAuthIdentities([authIdentity.id])
    throw error
  }
}
