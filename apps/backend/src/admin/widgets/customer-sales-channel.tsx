import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminCustomer, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Select, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { sdk } from "../lib/sdk"

// Radix's select cannot hold an empty value, so "no channel" needs a stand-in.
const NO_CHANNEL = "none"

/** The sales channel the customer shops in (e.g. Wholesale for a café), which staff can change. */
const CustomerSalesChannelWidget = ({ data: customer }: DetailWidgetProps<AdminCustomer>) => {
  const queryClient = useQueryClient()
  const queryKey = ["customers", "detail", customer.id, "sales_channel"]

  const channels = useQuery({
    queryKey: ["sales_channels", "list", "widget"],
    queryFn: () => sdk.admin.salesChannel.list({ limit: 100, fields: "id,name" }),
  })
  const current = useQuery({
    queryKey,
    queryFn: () => sdk.admin.customer.retrieve(customer.id, { fields: "id,sales_channel.id" }),
  })
  const save = useMutation({
    mutationFn: (salesChannelId: string | null) =>
      sdk.client.fetch(`/admin/customers/${customer.id}/sales-channel`, {
        method: "POST",
        body: { sales_channel_id: salesChannelId },
      }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey })
      toast.success("Sales channel saved")
    },
    onError: (error: Error) => toast.error(error.message),
  })

  const linked = (current.data?.customer as { sales_channel?: { id: string } | null } | undefined)?.sales_channel
  const value = linked?.id ?? NO_CHANNEL

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">Sales channel</Heading>
      </div>
      <div className="flex items-center justify-between gap-4 px-6 py-4">
        <Text size="small" className="text-ui-fg-subtle">
          The channel this customer shops in. Without one, the storefront uses its default.
        </Text>
        <div className="w-56 shrink-0">
          <Select
            value={value}
            disabled={current.isLoading || channels.isLoading || save.isPending}
            onValueChange={(next) => save.mutate(next === NO_CHANNEL ? null : next)}
          >
            <Select.Trigger>
              <Select.Value placeholder="Choose a channel" />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value={NO_CHANNEL}>No channel</Select.Item>
              {channels.data?.sales_channels.map((channel) => (
                <Select.Item key={channel.id} value={channel.id}>
                  {channel.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </div>
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "customer.details.side.after" })

export default CustomerSalesChannelWidget
