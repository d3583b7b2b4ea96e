import type { Metadata } from "next"
import CartTemplate from "@modules/cart/templates/cart"

export const metadata: Metadata = { title: "Your cart", robots: { index: false } }

export default function CartPage() {
  return <CartTemplate />
}
