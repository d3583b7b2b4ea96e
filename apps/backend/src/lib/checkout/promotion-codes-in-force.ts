import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import {
  type CodeProblem,
  codeNoLongerAppliesMessage,
  codeRefusedMessage,
  type PromotionInForce,
  promotionCodeProblem,
} from "./promotion-code-validity"

type Adjustment = { code?: string | null; amount?: number | string | null } | null
type Adjusted = { adjustments?: Adjustment[] | null } | null

/** A cart as completion reads it: its codes are its promotions' and its discounts' (what Medusa registers as used). */
export type CartWithCodes = {
  completed_at?: string | Date | null
  currency_code: string
  promotions?: ({ code?: string | null } | null)[] | null
  items?: Adjusted[] | null
  shipping_methods?: Adjusted[] | null
}

const PROMOTION_FIELDS = [
  "code",
  "status",
  "is_automatic",
  "limit",
  "used",
  "campaign.starts_at",
  "campaign.ends_at",
  "campaign.budget.type",
  "campaign.budget.limit",
  "campaign.budget.used",
  "campaign.budget.currency_code",
]

type PromotionRow = PromotionInForce & { is_automatic?: boolean | null }

/** The promotions that have `codes`, as they stand now (read fresh: staff may have just changed one). */
export async function promotionsByCode(container: MedusaContainer, codes: string[]): Promise<Map<string, PromotionRow>> {
  if (!codes.length) return new Map()
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "promotion", fields: PROMOTION_FIELDS, filters: { code: codes } })
  return new Map((data as PromotionRow[]).map((promotion) => [promotion.code, promotion]))
}

/** Each code's discount on the cart, in the cart's currency. */
function discountsByCode(cart: CartWithCodes): Map<string, number> {
  const discounts = new Map<string, number>()
  for (const line of [...(cart.items ?? []), ...(cart.shipping_methods ?? [])]) {
    for (const adjustment of line?.adjustments ?? []) {
      if (!adjustment?.code) continue
      discounts.set(adjustment.code, (discounts.get(adjustment.code) ?? 0) + Number(adjustment.amount ?? 0))
    }
  }
  return discounts
}

export type CodeNoLongerApplying = { code: string; problem: CodeProblem }

/**
 * The first code an open cart holds that no longer applies, or null. Automatic promotions are not the
 * shopper's to remove: one that ended is taken off when the cart is priced again (workflows/carts/complete-cart.ts).
 */
export async function heldCodeNoLongerApplying(container: MedusaContainer, cart: CartWithCodes): Promise<CodeNoLongerApplying | null> {
  if (cart.completed_at) return null
  const discounts = discountsByCode(cart)
  const held = (cart.promotions ?? []).map((promotion) => promotion?.code).filter((code): code is string => !!code)
  const codes = [...new Set([...held, ...discounts.keys()])]
  const promotions = await promotionsByCode(container, codes)
  const context = { now: new Date(), currencyCode: cart.currency_code }
  for (const code of codes) {
    const promotion = promotions.get(code)
    if (promotion?.is_automatic) continue
    const problem = promotionCodeProblem(promotion, { ...context, discount: discounts.get(code) ?? 0 })
    if (problem) return { code, problem }
  }
  return null
}

/** Refuses (400) to place an order with a code that no longer applies, naming it: the shopper removes it and places the order. */
export async function assertHeldCodesApply(container: MedusaContainer, cart: CartWithCodes): Promise<void> {
  const found = await heldCodeNoLongerApplying(container, cart)
  if (found) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, codeNoLongerAppliesMessage(found.code, found.problem))
}

/**
 * Why a code a cart does not hold yet cannot be applied, in the shopper's words, or null to let Medusa
 * apply it (or refuse it, as an unknown or unpublished code: see codeRefusedMessage).
 */
export async function newCodeRefusal(container: MedusaContainer, cartId: string, code: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["id", "currency_code", "completed_at"], filters: { id: cartId } })
  const cart = data[0] as { currency_code: string; completed_at?: string | null } | undefined
  if (!cart || cart.completed_at) return null
  const promotion = (await promotionsByCode(container, [code])).get(code)
  const problem = promotionCodeProblem(promotion, { now: new Date(), currencyCode: cart.currency_code })
  return problem ? codeRefusedMessage(code, problem) : null
}
