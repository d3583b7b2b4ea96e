import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { sdk } from "../lib/sdk"

type OrderHouse = { seller_store?: { id: string; name: string } | null }

/** The tea house the order was placed with (linked when it was placed), and a way to its other orders. */
const OrderTeaHouseWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { data, isLoading } = useQuery({
    queryKey: ["orders", "detail", order.id, "seller_store"],
    queryFn: () => sdk.admin.order.retrieve(order.id, { fields: "id,+seller_store.id,+seller_store.name" }),
  })
  const house = (data?.order as OrderHouse | undefined)?.seller_store

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">Tea house</Heading>
      </div>
      <div className="px-6 py-4">
        {isLoading ? (
          <Text size="small" className="text-ui-fg-subtle">
            Loading…
          </Text>
        ) : house ? (
          <Link to={`/tea-houses/${house.id}`} className="text-ui-fg-interactive txt-compact-small hover:underline">
            {house.name}
          </Link>
        ) : (
          <Text size="small" className="text-ui-fg-subtle">
            None: its teas belong to no tea house, or it was placed before orders recorded theirs.
          </Text>
        )}
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.before" })

export default OrderTeaHouseWidget
