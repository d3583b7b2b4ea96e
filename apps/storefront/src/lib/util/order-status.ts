type OrderStatuses = { status?: string | null; fulfillment_status?: string | null; payment_status?: string | null }

/** What a customer reads as their order's state, from Medusa's order, fulfilment and payment statuses. */
export function orderStatusLabel({ status, fulfillment_status, payment_status }: OrderStatuses): string {
  if (status === "canceled") return "Cancelled"
  if (fulfillment_status === "delivered" || fulfillment_status === "partially_delivered") return "Delivered"
  if (fulfillment_status === "shipped" || fulfillment_status === "partially_shipped") return "Shipped"
  if (fulfillment_status === "fulfilled" || fulfillment_status === "partially_fulfilled") return "Packed"
  if (status === "completed") return "Completed"
  if (payment_status === "refunded" || payment_status === "partially_refunded") return "Refunded"
  if (payment_status === "captured" || payment_status === "partially_captured") return "Paid"
  if (payment_status === "requires_action" || payment_status === "not_paid") return "Awaiting payment"
  return "Received"
}

/** The payment line of an order's page. */
export function paymentStatusLabel(paymentStatus?: string | null): string {
  switch (paymentStatus) {
    case "captured":
      return "Paid"
    case "partially_captured":
      return "Partly paid"
    case "authorized":
      return "Authorised, taken when the order ships"
    case "refunded":
      return "Refunded"
    case "partially_refunded":
      return "Partly refunded"
    case "canceled":
      return "Cancelled"
    default:
      return "Awaiting payment"
  }
}
