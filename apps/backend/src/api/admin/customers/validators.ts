import { z } from "@medusajs/framework/zod"

/** null takes the customer out of any channel. */
export const SetCustomerSalesChannelBody = z.object({
  sales_channel_id: z.string().trim().min(1, "sales_channel_id must not be empty").max(100).nullable(),
})
export type SetCustomerSalesChannelBodyType = z.infer<typeof SetCustomerSalesChannelBody>
