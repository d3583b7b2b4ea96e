import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, FulfillmentWorkflowEvents } from "@medusajs/framework/utils"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { type OrderPayment, uncapturedPayments } from "../lib/payments/uncaptured-payments"

/**
 * The payment a shopper authorised at checkout is taken when the order ships, as the storefront tells
 * them. It must be: Medusa's return workflows treat an order whose payment is only authorised as unpaid
 * and cancel the authorisation when staff receive a return, so the kept teas would go unpaid.
 */
export default async function capturePaymentOnShipment({ event, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "fulfillment",
    fields: [
      "order.id",
      "order.payment_collections.payments.id",
      "order.payment_collections.payments.amount",
      "order.payment_collections.payments.canceled_at",
      "order.payment_collections.payments.captures.amount",
    ],
    filters: { id: event.data.id },
  })
  type Shipped = { order?: { id: string; payment_collections?: ({ payments?: OrderPayment[] | null } | null)[] | null } | null }
  const order = (data[0] as Shipped | undefined)?.order
  if (!order) return
  const payments = (order.payment_collections ?? []).flatMap((collection) => collection?.payments ?? [])
  for (const payment of uncapturedPayments(payments)) {
    try {
      await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id, amount: payment.amount } })
    } catch (error) {
      // Another shipment of the order took it at the same moment, or the provider refused: staff see the
      // order as not paid in the back office and capture it there.
      container
        .resolve<Logger>(ContainerRegistrationKeys.LOGGER)
        .warn(`Order ${order.id}: the payment ${payment.id} was not captured on shipment: ${(error as Error).message}`)
    }
  }
}

export const config: SubscriberConfig = { event: FulfillmentWorkflowEvents.SHIPMENT_CREATED }
