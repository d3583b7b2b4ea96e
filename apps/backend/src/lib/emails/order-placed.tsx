import { Section, Text } from "@react-email/components"
import { EmailLayout, FullLink, Line } from "./email-layout"
import { formatMoney, formatOrderDate } from "@leafline/shop-contract"
import { orderLink } from "./order-link"
import { addressLines, type EmailOrder, itemName } from "./order-for-email"
import { type EmailMessage, renderEmail } from "./render-email"

export const ORDER_PLACED_TEMPLATE = "order-placed"

export interface OrderPlacedView {
  number: number
  house: string
  date: string
  items: { name: string; quantity: number; unitPrice: string; total: string }[]
  totals: { label: string; value: string }[]
  shippingAddress: string[]
  billingAddress: string[]
  shippingMethod: string
  link: string
}

/** What the order-placed email says about one tea house's order. */
export function orderPlacedView(order: EmailOrder, house: string, storefrontUrl: string): OrderPlacedView {
  const money = (amount: number | null | undefined) => formatMoney({ amount, currencyCode: order.currency_code })
  const discount = order.discount_total ?? 0
  return {
    number: order.display_id,
    house,
    date: formatOrderDate(order.created_at),
    items: order.items.map((item) => ({
      name: itemName(item),
      quantity: item.quantity,
      unitPrice: money(item.unit_price),
      total: money(item.original_total ?? item.unit_price * item.quantity),
    })),
    totals: [
      { label: "Subtotal", value: money(order.original_item_total) },
      { label: "Shipping", value: money(order.shipping_total) },
      { label: "Discount", value: discount ? `-${money(discount)}` : money(0) },
      { label: "Tax included", value: money(order.tax_total) },
      { label: "Total", value: money(order.total) },
    ],
    shippingAddress: addressLines(order.shipping_address),
    billingAddress: addressLines(order.billing_address),
    shippingMethod: (order.shipping_methods ?? []).map((method) => method.name).filter(Boolean).join(", "),
    link: orderLink(order, storefrontUrl),
  }
}

function Address({ title, lines }: { title: string; lines: string[] }) {
  return (
    <Text>
      <strong>{title}</strong>
      {lines.map((line, index) => (
        <span key={index}>
          <br />
          {line}
        </span>
      ))}
    </Text>
  )
}

export function OrderPlacedEmail({ view }: { view: OrderPlacedView }) {
  return (
    <EmailLayout preview={`Order #${view.number} from ${view.house} is placed.`} heading={`Thank you for your order #${view.number}`}>
      <Text>
        Your order #{view.number} from {view.house} was placed on {view.date}. We let you know when it ships.
      </Text>
      <Section>
        {view.items.map((item, index) => (
          <Text key={index} style={{ margin: "4px 0" }}>
            {item.quantity} × {item.name}, {item.unitPrice} each: {item.total}
          </Text>
        ))}
      </Section>
      <Section>
        {view.totals.map((total) => (
          <Line key={total.label} label={total.label} value={total.value} strong={total.label === "Total"} />
        ))}
      </Section>
      <Line label="Shipping method" value={view.shippingMethod} />
      <Address title="Shipping address" lines={view.shippingAddress} />
      <Address title="Billing address" lines={view.billingAddress} />
      <Text>See your order:</Text>
      <FullLink href={view.link} />
    </EmailLayout>
  )
}

/** The order-placed email of one tea house's order. */
export async function orderPlacedEmail(order: EmailOrder, house: string, storefrontUrl: string): Promise<EmailMessage> {
  const view = orderPlacedView(order, house, storefrontUrl)
  return {
    subject: `Your Leafline order #${view.number} from ${view.house}`,
    ...(await renderEmail(<OrderPlacedEmail view={view} />)),
    link: view.link,
  }
}
