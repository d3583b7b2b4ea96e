import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { SELLER_MODULE } from "../../../modules/seller"

type Assignment = { option_id: string; store_id: string | null }

const optionLink = (storeId: string, optionId: string) => ({
  [SELLER_MODULE]: { seller_store_id: storeId },
  [Modules.FULFILLMENT]: { shipping_option_id: optionId },
})

/** Moves shipping options to a tea house: an option belongs to exactly one house. */
export const assignShippingOptionsStep = createStep(
  "assign-shipping-options-to-seller-store",
  async ({ store_id, shipping_option_ids }: { store_id: string; shipping_option_ids: string[] }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    const { data: options } = await query.graph({
      entity: "shipping_option",
      fields: ["id", "seller_store.id"],
      filters: { id: shipping_option_ids },
    })
    const missing = shipping_option_ids.find((id) => !options.some((option) => option.id === id))
    if (missing) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Shipping option with id ${missing} was not found`)

    const previous: Assignment[] = []
    for (const option of options as any[]) {
      const current = option.seller_store?.id ?? null
      if (current === store_id) continue
      if (current) await link.dismiss(optionLink(current, option.id))
      await link.create(optionLink(store_id, option.id))
      previous.push({ option_id: option.id, store_id: current })
    }
    return new StepResponse(shipping_option_ids, { store_id, previous })
  },
  async (undo, { container }) => {
    if (!undo) return
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    for (const { option_id, store_id } of undo.previous) {
      await link.dismiss(optionLink(undo.store_id, option_id))
      if (store_id) await link.create(optionLink(store_id, option_id))
    }
  },
)
