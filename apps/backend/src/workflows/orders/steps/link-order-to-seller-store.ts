import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { type OrderHouseLink, findOrderHouse } from "../../../lib/seller-stores/order-house"
import { SELLER_MODULE } from "../../../modules/seller"

type Created = { store_id: string; order_id: string }

const orderLink = ({ store_id, order_id }: Created) => ({
  [SELLER_MODULE]: { seller_store_id: store_id },
  [Modules.ORDER]: { order_id },
})

/**
 * Links an order to the tea house its teas come from. An order already linked is left as it is, so a
 * second delivery of the same event makes no second link.
 */
export const linkOrderToSellerStoreStep = createStep(
  "link-order-to-seller-store",
  async ({ order_id }: { order_id: string }, { container }) => {
    const found = await findOrderHouse(container, order_id)
    if (!found.seller_store || !found.created) return new StepResponse<OrderHouseLink, Created | null>(found, null)
    const created = { store_id: found.seller_store.id, order_id }
    await container.resolve(ContainerRegistrationKeys.LINK).create(orderLink(created))
    return new StepResponse<OrderHouseLink, Created | null>(found, created)
  },
  async (created, { container }) => {
    if (created) await container.resolve(ContainerRegistrationKeys.LINK).dismiss(orderLink(created))
  },
)
