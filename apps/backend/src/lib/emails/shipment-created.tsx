import { Text } from "@react-email/components"
import { EmailLayout, FullLink, ItemCounts } from "./email-layout"
import { orderLink } from "./order-link"
import { type EmailOrder, itemName, itemsById } from "./order-for-email"
import { type EmailMessage, renderEmail } from "./render-email"

export const SHIPMENT_CREATED_TEMPLATE = "shipment-created"

/** A fulfillment as Medusa keeps it: the parcel's lines and its labels. */
export interface EmailFulfillment {
  id: string
  items: { line_item_id?: string | null; title?: string | null; quantity: number }[]
  labels?: { tracking_number?: string | null; tracking_url?: string | null }[] | null
}

export interface ShipmentView {
  number: number
  items: { name: string; quantity: number }[]
  tracking: { number: string; url: string | null }[]
  link: string
}

export function shipmentView(order: EmailOrder, fulfillment: EmailFulfillment, storefrontUrl: string): ShipmentView {
  const lines = itemsById(order)
  return {
    number: order.display_id,
    items: fulfillment.items.map((item) => {
      const line = item.line_item_id ? lines.get(item.line_item_id) : undefined
      return { name: line ? itemName(line) : item.title || "Tea", quantity: item.quantity }
    }),
    tracking: (fulfillment.labels ?? [])
      .filter((label) => label.tracking_number || label.tracking_url)
      .map((label) => ({ number: label.tracking_number || "", url: label.tracking_url || null })),
    link: orderLink(order, storefrontUrl),
  }
}

export function ShipmentCreatedEmail({ view }: { view: ShipmentView }) {
  return (
    <EmailLayout preview={`Order #${view.number} is on its way.`} heading={`Your order #${view.number} has shipped`}>
      <Text>This parcel holds:</Text>
      <ItemCounts items={view.items} />
      {view.tracking.length ? (
        view.tracking.map((label, index) => (
          <Text key={index}>
            Tracking number: {label.number || "none"}
            {label.url ? (
              <>
                <br />
                Track it: <FullLink href={label.url} />
              </>
            ) : null}
          </Text>
        ))
      ) : (
        <Text>This parcel has no tracking number.</Text>
      )}
      <Text>See your order:</Text>
      <FullLink href={view.link} />
    </EmailLayout>
  )
}

/** The email for a parcel of an order that staff marked as shipped. */
export async function shipmentCreatedEmail(order: EmailOrder, fulfillment: EmailFulfillment, storefrontUrl: string): Promise<EmailMessage> {
  const view = shipmentView(order, fulfillment, storefrontUrl)
  return {
    subject: `Your Leafline order #${view.number} has shipped`,
    ...(await renderEmail(<ShipmentCreatedEmail view={view} />)),
    link: view.link,
  }
}
