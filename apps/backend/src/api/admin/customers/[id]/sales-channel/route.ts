import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setCustomerSalesChannelWorkflow } from "../../../../../workflows/customers/set-customer-sales-channel"
import type { SetCustomerSalesChannelBodyType } from "../../validators"

type Answer = { customer: { id: string; sales_channel_id: string | null } }

export const POST = async (req: AuthenticatedMedusaRequest<SetCustomerSalesChannelBodyType>, res: MedusaResponse<Answer>) => {
  const { result } = await setCustomerSalesChannelWorkflow(req.scope).run({
    input: { customer_id: req.params.id, sales_channel_id: req.validatedBody.sales_channel_id },
  })
  res.json({ customer: { id: result.customer_id, sales_channel_id: result.sales_channel_id } })
}
