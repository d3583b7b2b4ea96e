import CustomerModule from "@medusajs/medusa/customer"
import SalesChannelModule from "@medusajs/medusa/sales-channel"
import { defineLink } from "@medusajs/framework/utils"

/**
 * The sales channel a customer shops in (e.g. Wholesale for a café): one per customer, set by staff.
 * The link table does not enforce "one", so setCustomerSalesChannelWorkflow replaces the old link.
 */
export default defineLink(
  { linkable: CustomerModule.linkable.customer, isList: true },
  SalesChannelModule.linkable.salesChannel,
)
