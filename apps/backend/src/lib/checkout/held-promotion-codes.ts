import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** The promotion codes a cart holds now. */
export async function heldPromotionCodes(req: MedusaRequest, cartId: string): Promise<string[]> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["promotions.code"], filters: { id: cartId } })
  const promotions = (data[0]?.promotions ?? []) as ({ code?: string | null } | null)[]
  return promotions.map((promotion) => promotion?.code).filter((code): code is string => Boolean(code))
}
