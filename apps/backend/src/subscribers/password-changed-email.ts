import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { CUSTOMER_PASSWORD_CHANGED, type PasswordChangedEvent } from "../lib/auth/password-changed"
import { PASSWORD_CHANGED_TEMPLATE, passwordChangedEmail } from "../lib/emails/password-changed"
import { sendEmail, storefrontUrlOf } from "../lib/emails/send-email"

/** Tells a customer their password was changed, so an owner who did not change it can act. */
export default async function mailPasswordChange({ event, container }: SubscriberArgs<PasswordChangedEvent>) {
  const { id, email, changed_at, auth_identity_id } = event.data
  await sendEmail(container, {
    to: email,
    template: PASSWORD_CHANGED_TEMPLATE,
    message: await passwordChangedEmail(email, changed_at, storefrontUrlOf(container)),
    trigger: CUSTOMER_PASSWORD_CHANGED,
    idempotencyKey: `password-changed:${id}`,
    resource: { type: "auth_identity", id: auth_identity_id },
  })
}

export const config: SubscriberConfig = { event: CUSTOMER_PASSWORD_CHANGED }
