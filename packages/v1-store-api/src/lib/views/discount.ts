import { toMinorUnits } from "../minor-units"

/**
 * A promotion applied to a cart or an order, as v2's store API answers it: its code and its application
 * method's type and value (the store answer leaves out its status, limits, allocation and target).
 */
export interface V2Promotion {
  id: string
  code?: string | null
  application_method?: { id?: string; type: "percentage" | "fixed"; value: number; currency_code?: string | null } | null
}

export const V2_PROMOTION_FIELDS =
  "id,code,application_method.id,application_method.type,application_method.value,application_method.currency_code"

/** v1's DiscountRule: a percentage (value in %) or a fixed amount (in the minor unit). */
export interface V1DiscountRule {
  /** An order's promotions come without their application method's id. */
  id: string | null
  type: "percentage" | "fixed"
  description: string
  value: number
  allocation: null
  metadata: null
}

/** v1's Discount with its rule, as v1's store cart answered it. */
export interface V1Discount {
  id: string
  code: string
  is_dynamic: false
  is_disabled: false
  rule_id: string | null
  rule: V1DiscountRule | null
  starts_at: null
  ends_at: null
  usage_limit: null
  usage_count: 0
  metadata: null
}

/** A promotion code as v1's discount: v2's application method is v1's rule. */
export function v1Discount(promotion: V2Promotion, currencyCode: string): V1Discount {
  const method = promotion.application_method
  return {
    id: promotion.id,
    code: promotion.code ?? "",
    is_dynamic: false,
    is_disabled: false,
    rule_id: method?.id ?? null,
    rule: method
      ? {
          id: method.id ?? null,
          type: method.type,
          description: "",
          value: method.type === "fixed" ? toMinorUnits(method.value, method.currency_code ?? currencyCode) : method.value,
          allocation: null,
          metadata: null,
        }
      : null,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    usage_count: 0,
    metadata: null,
  }
}
