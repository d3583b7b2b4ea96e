import { Modules } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  createRemoteLinkStep,
  dismissRemoteLinkStep,
  releaseLockStep,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import CustomerSalesChannel from "../../links/customer-sales-channel"

export type SetCustomerSalesChannelInput = { customer_id: string; sales_channel_id: string | null }

/** Puts a customer in one sales channel (replacing any other), or in none when sales_channel_id is null. */
export const setCustomerSalesChannelWorkflow = createWorkflow(
  "set-customer-sales-channel",
  (input: SetCustomerSalesChannelInput) => {
    useQueryGraphStep({
      entity: "customer",
      fields: ["id"],
      filters: { id: input.customer_id },
      options: { throwIfKeyNotFound: true },
    }).config({ name: "find-customer" })

    when({ input }, ({ input }) => !!input.sales_channel_id).then(() => {
      useQueryGraphStep({
        entity: "sales_channel",
        fields: ["id"],
        filters: { id: input.sales_channel_id! },
        options: { throwIfKeyNotFound: true },
      }).config({ name: "find-sales-channel" })
    })

    // Two staff saving at once must not leave the customer in two channels.
    acquireLockStep({ key: input.customer_id, timeout: 5, ttl: 30 })

    const { data: current } = useQueryGraphStep({
      entity: CustomerSalesChannel.entryPoint,
      fields: ["sales_channel_id"],
      filters: { customer_id: input.customer_id },
    }).config({ name: "current-sales-channel" })

    const changes = transform({ input, current }, ({ input, current }) => {
      const link = (salesChannelId: string) => ({
        [Modules.CUSTOMER]: { customer_id: input.customer_id },
        [Modules.SALES_CHANNEL]: { sales_channel_id: salesChannelId },
      })
      const linked = current.map((row) => row.sales_channel_id as string)
      return {
        dismiss: linked.filter((id) => id !== input.sales_channel_id).map(link),
        create: input.sales_channel_id && !linked.includes(input.sales_channel_id) ? [link(input.sales_channel_id)] : [],
      }
    })
    dismissRemoteLinkStep(changes.dismiss)
    createRemoteLinkStep(changes.create)

    releaseLockStep({ key: input.customer_id })
    return new WorkflowResponse({ customer_id: input.customer_id, sales_channel_id: input.sales_channel_id })
  },
)
