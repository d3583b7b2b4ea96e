import type { ConfigModule, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { EmailMessage } from "./render-email"

/** The storefront's address, which the emails link to. */
export function storefrontUrlOf(container: MedusaContainer): string {
  const { admin } = container.resolve<ConfigModule>(ContainerRegistrationKeys.CONFIG_MODULE)
  return admin.storefrontUrl || "http://localhost:8000"
}

export interface EmailSend {
  to: string
  template: string
  message: EmailMessage
  /** The event that asked for it. */
  trigger: string
  /**
   * One per message the shop means to send: the Notification Module sends a key once (it keeps every
   * notification with its key), so an event delivered twice mails once.
   */
  idempotencyKey: string
  resource?: { type: string; id: string }
}

/** Hands one email to the Notification Module's "email" channel (the local outbox, or SendGrid). */
export async function sendEmail(container: MedusaContainer, { to, template, message, trigger, idempotencyKey, resource }: EmailSend) {
  await container.resolve(Modules.NOTIFICATION).createNotifications({
    to,
    channel: "email",
    template,
    data: message.link ? { link: message.link } : {},
    content: { subject: message.subject, text: message.text, html: message.html },
    trigger_type: trigger,
    resource_type: resource?.type,
    resource_id: resource?.id,
    idempotency_key: idempotencyKey,
  })
}
