import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { generateResetPasswordTokenWorkflow } from "@medusajs/medusa/core-flows"

export interface ResetLinkRequest {
  /** The email (the emailpass provider's entity id) a link is asked for. */
  entityId: string
  actorType: string
  provider: string
  metadata?: Record<string, unknown>
}

/**
 * Makes a reset link as Medusa's POST /auth/:actor_type/:auth_provider/reset-password does: its workflow
 * stores a single-use token and emits the event the link is mailed from. For an email with no account
 * the workflow fails, and that is not thrown: nothing tells the two apart.
 *
 * The routes that ask for a link answer first and make it after (@leafline/customer-auth's afterAnswering): storing a
 * token took a known email's request half again as long as an unknown one's, which told who has an account.
 */
export async function makeResetLink(container: MedusaContainer, request: ResetLinkRequest): Promise<void> {
  const { http } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  await generateResetPasswordTokenWorkflow(container).run({
    input: { ...request, secret: http.jwtSecret!, jwtOptions: http.jwtOptions },
    throwOnError: false,
  })
}
