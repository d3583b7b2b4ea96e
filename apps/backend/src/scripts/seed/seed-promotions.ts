import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"

/** A shopper's first-order code: 10 % off the teas (not shipping), in every region and currency. */
export const WELCOME_CODE = "WELCOME10"

/**
 * The shop's promotion codes, created when missing. One that exists is left as staff keep it (they may
 * have ended it), so running the seed again changes nothing.
 */
export async function seedPromotions(container: MedusaContainer): Promise<void> {
  const promotions = container.resolve(Modules.PROMOTION)
  const [existing] = await promotions.listPromotions({ code: WELCOME_CODE }, { withDeleted: true })
  if (existing) return
  await createPromotionsWorkflow(container).run({
    input: {
      promotionsData: [
        {
          code: WELCOME_CODE,
          type: "standard",
          status: "active",
          is_automatic: false,
          // A percentage needs no currency, so the code works in every region.
          application_method: { type: "percentage", target_type: "items", allocation: "across", value: 10 },
        },
      ],
    },
  })
}
