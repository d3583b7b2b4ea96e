import type { Metadata } from "next"
import OrderConfirmed from "@modules/order/templates/order-confirmed"

export const metadata: Metadata = { title: "Order confirmed", robots: { index: false } }

export default function OrderConfirmedPage() {
  return <OrderConfirmed />
}
