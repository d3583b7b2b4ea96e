import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, PaymentEvents } from "@medusajs/framework/utils"
import { readEmailOrder, readEmailPayment } from "../lib/emails/read-for-email"
import { REFUND_ISSUED_TEMPLATE, refundIssuedEmail } from "../lib/emails/refund-issued"
import { sendEmail, storefrontUrlOf } from "../lib/emails/send-email"

/**
 * Mails the shopper each refund of an order's payment. The event names the payment only, the same for
 * every refund of it, so each delivery offers every refund of the payment and the Notification Module
 * sends each refund's key once: the new refund is mailed, those mailed before are not again.
 */
export default async function mailRefunds({ event, container }: SubscriberArgs<{ id: string }>) {
  const payment = await readEmailPayment(container, event.data.id)
  const orderId = payment?.payment_collection?.order?.id
  const order = orderId ? await readEmailOrder(container, orderId) : null
  if (!payment || !order) {
    container.resolve<Logger>(ContainerRegistrationKeys.LOGGER).warn(`No refund email: payment ${event.data.id} or its order not found`)
    return
  }
  const storefrontUrl = storefrontUrlOf(container)
  const oldestFirst = [...(payment.refunds ?? [])].sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
  for (const refund of oldestFirst) {
    await sendEmail(container, {
      to: order.email,
      template: REFUND_ISSUED_TEMPLATE,
      message: await refundIssuedEmail(order, refund, payment.currency_code || order.currency_code, storefrontUrl),
      trigger: PaymentEvents.REFUNDED,
      idempotencyKey: `refund-issued:${refund.id}`,
      resource: { type: "refund", id: refund.id },
    })
  }
}

export const config: SubscriberConfig = { event: PaymentEvents.REFUNDED }
