import { Text } from "@react-email/components"
import { EmailLayout, FullLink, ItemCounts } from "./email-layout"
import { orderLink } from "./order-link"
import { type EmailOrder, itemName, itemsById } from "./order-for-email"
import { type EmailMessage, renderEmail } from "./render-email"

export const RETURN_RECEIVED_TEMPLATE = "return-received"

/** A return as Medusa keeps it: per order line, how many were asked back and how many arrived. */
export interface EmailReturn {
  id: string
  items: { item_id: string; quantity: number; received_quantity?: number | null }[]
}

export interface ReturnView {
  number: number
  items: { name: string; quantity: number }[]
  link: string
}

/** The lines of a return received so far; a return can be received in more than one go. */
export function receivedItems(orderReturn: EmailReturn): { item_id: string; quantity: number }[] {
  return orderReturn.items
    .map((item) => ({ item_id: item.item_id, quantity: Number(item.received_quantity ?? 0) }))
    .filter((item) => item.quantity > 0)
}

export function returnView(order: EmailOrder, orderReturn: EmailReturn, storefrontUrl: string): ReturnView {
  const lines = itemsById(order)
  return {
    number: order.display_id,
    items: receivedItems(orderReturn).map((item) => {
      const line = lines.get(item.item_id)
      return { name: line ? itemName(line) : "Tea", quantity: item.quantity }
    }),
    link: orderLink(order, storefrontUrl),
  }
}

export function ReturnReceivedEmail({ view }: { view: ReturnView }) {
  return (
    <EmailLayout preview={`Your return for order #${view.number} has arrived.`} heading={`We received your return for order #${view.number}`}>
      <Text>These items have come back to us:</Text>
      <ItemCounts items={view.items} />
      <Text>We let you know when the refund is on its way. See your order:</Text>
      <FullLink href={view.link} />
    </EmailLayout>
  )
}

export async function returnReceivedEmail(order: EmailOrder, orderReturn: EmailReturn, storefrontUrl: string): Promise<EmailMessage> {
  const view = returnView(order, orderReturn, storefrontUrl)
  return {
    subject: `We received your return for Leafline order #${view.number}`,
    ...(await renderEmail(<ReturnReceivedEmail view={view} />)),
    link: view.link,
  }
}
