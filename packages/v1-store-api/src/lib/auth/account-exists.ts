import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { accountEmail } from "@leafline/shop-contract"

/**
 * Whether a customer account (one that signs in, not a guest's) has this email, as v1's GET /store/auth/:email
 * answered. Matched exactly, as typed or lower-cased: never by pattern, which would answer for many
 * addresses at once.
 */
export async function customerAccountExists(container: MedusaContainer, email: string): Promise<boolean> {
  const spellings = [...new Set([email.trim(), accountEmail(email) ?? ""].filter(Boolean))]
  if (!spellings.length) return false
  const [found] = await container
    .resolve(Modules.CUSTOMER)
    .listCustomers({ email: spellings, has_account: true }, { select: ["id"], take: 1 })
  return !!found
}
