import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { ConfigModule, Logger } from "@medusajs/framework/types"
import { AuthWorkflowEvents, ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { digest } from "../lib/cache/digest"
import { PASSWORD_RESET_TEMPLATE, passwordResetMessage } from "../lib/password-reset/reset-message"

/** Medusa's payload for auth.password_reset (core-flows' generate-reset-password-token workflow). */
interface PasswordResetEvent {
  /** The identifier the reset was asked for: the email, for the emailpass provider. */
  entity_id: string
  actor_type: string
  token: string
}

/** Mails the reset link Medusa asked for; Medusa only emits this event for an account that exists. */
export default async function sendPasswordResetLink({ event, container }: SubscriberArgs<PasswordResetEvent>) {
  const { entity_id: email, actor_type: actorType, token } = event.data
  const { admin } = container.resolve<ConfigModule>(ContainerRegistrationKeys.CONFIG_MODULE)
  const message = passwordResetMessage(
    { actorType, email, token },
    {
      storefrontUrl: admin.storefrontUrl || "http://localhost:8000",
      backOfficeUrl: `${process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"}${admin.path}`,
    },
  )
  if (!message) {
    container.resolve<Logger>(ContainerRegistrationKeys.LOGGER).warn(`No password-reset page for actor type "${actorType}"`)
    return
  }
  await container.resolve(Modules.NOTIFICATION).createNotifications({
    to: email,
    channel: "email",
    template: PASSWORD_RESET_TEMPLATE,
    data: { reset_url: message.url },
    content: { subject: message.subject, text: message.text, html: message.html },
    trigger_type: AuthWorkflowEvents.PASSWORD_RESET,
    // A redelivered event (Redis event bus) must not mail the same link twice.
    idempotency_key: `password-reset:${digest(token)}`,
  })
}

export const config: SubscriberConfig = { event: AuthWorkflowEvents.PASSWORD_RESET }
