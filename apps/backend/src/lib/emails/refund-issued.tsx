import { Text } from "@react-email/components"
import { EmailLayout, FullLink } from "./email-layout"
import { formatMoney, formatOrderDate } from "@leafline/shop-contract"
import { orderLink } from "./order-link"
import type { EmailOrder } from "./order-for-email"
import { type EmailMessage, renderEmail } from "./render-email"

export const REFUND_ISSUED_TEMPLATE = "refund-issued"

/** One refund of a payment, in the payment's currency. */
export interface EmailRefund {
  id: string
  amount: number
  created_at: string | Date
}

export interface RefundView {
  number: number
  amount: string
  date: string
  link: string
}

export function refundView(order: EmailOrder, refund: EmailRefund, currencyCode: string, storefrontUrl: string): RefundView {
  return {
    number: order.display_id,
    amount: formatMoney({ amount: Number(refund.amount), currencyCode }),
    date: formatOrderDate(refund.created_at),
    link: orderLink(order, storefrontUrl),
  }
}

export function RefundIssuedEmail({ view }: { view: RefundView }) {
  return (
    <EmailLayout preview={`${view.amount} is on its way back to you.`} heading={`A refund of ${view.amount} for order #${view.number}`}>
      <Text>
        On {view.date} we refunded {view.amount} for your order #{view.number} to the way you paid. Your bank or card may take a few
        days to show it.
      </Text>
      <Text>See your order:</Text>
      <FullLink href={view.link} />
    </EmailLayout>
  )
}

/** The email for one refund of an order's payment; `currencyCode` is the payment's (the order's). */
export async function refundIssuedEmail(order: EmailOrder, refund: EmailRefund, currencyCode: string, storefrontUrl: string): Promise<EmailMessage> {
  const view = refundView(order, refund, currencyCode, storefrontUrl)
  return {
    subject: `Refund of ${view.amount} for Leafline order #${view.number}`,
    ...(await renderEmail(<RefundIssuedEmail view={view} />)),
    link: view.link,
  }
}
