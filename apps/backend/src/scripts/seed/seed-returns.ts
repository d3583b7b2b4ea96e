import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createReturnReasonsWorkflow, createShippingOptionsWorkflow } from "@medusajs/medusa/core-flows"
import { assignShippingOptionsWorkflow } from "../../workflows/seller-stores/assign-shipping-options"

/** The reasons a customer picks from when returning teas (Medusa's return reasons, which staff can add to). */
export const RETURN_REASONS = [
  { value: "damaged", label: "Damaged", description: "The tea or its packaging arrived damaged." },
  { value: "not_as_described", label: "Not as described", description: "The tea is not what its page describes." },
  { value: "changed_my_mind", label: "Changed my mind", description: "The tea is no longer wanted." },
] as const

export const RETURN_OPTION_NAME = "Return by post"

/** The return reasons that are missing; one that exists is left as staff keep it. */
export async function seedReturnReasons(container: MedusaContainer): Promise<void> {
  const orders = container.resolve(Modules.ORDER)
  const existing = await orders.listReturnReasons({ value: RETURN_REASONS.map((reason) => reason.value) }, { withDeleted: true })
  const known = new Set(existing.map((reason) => reason.value))
  const missing = RETURN_REASONS.filter((reason) => !known.has(reason.value))
  if (!missing.length) return
  await createReturnReasonsWorkflow(container).run({ input: { data: missing.map((reason) => ({ ...reason })) } })
}

/**
 * A tea house's free return option in one of its service zones, created when missing. Its `is_return`
 * rule keeps it out of a cart's shipping options (Medusa lists those with `is_return` false), and the
 * returns a customer requests go back to the house's warehouse by it.
 */
export async function ensureReturnOption(
  container: MedusaContainer,
  { zoneId, storeId, shippingProfileId, currency, regionId }: {
    zoneId: string
    storeId: string
    shippingProfileId: string
    currency: string
    regionId: string
  },
): Promise<void> {
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const existing = await fulfillment.listShippingOptions({ service_zone: { id: zoneId }, name: RETURN_OPTION_NAME })
  if (existing.length) return
  const { result } = await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: RETURN_OPTION_NAME,
        price_type: "flat",
        provider_id: "manual_manual",
        service_zone_id: zoneId,
        shipping_profile_id: shippingProfileId,
        type: { label: "Return", description: "Free return by post to the tea house", code: "return" },
        prices: [
          { currency_code: currency, amount: 0 },
          { region_id: regionId, amount: 0 },
        ],
        rules: [
          { attribute: "enabled_in_store", value: "true", operator: "eq" },
          { attribute: "is_return", value: "true", operator: "eq" },
        ],
      },
    ],
  })
  await assignShippingOptionsWorkflow(container).run({
    input: { store_id: storeId, shipping_option_ids: result.map((option) => option.id) },
  })
}
