/**
 * Whether a promotion code applies now, by its promotion's status, its campaign's dates and budget, and
 * its own usage limit: the rules Medusa 2.21's Promotion Module applies (listActivePromotions_,
 * computeActionForBudgetExceeded, registerUsage), told in a shopper's words. Medusa itself drops such a
 * code without a word when it is applied (a 200 with a cart without it), and at completion it silently
 * charges one that expired or was switched off since it was applied (registerUsage skips what is not
 * active). See lib/checkout/promotion-codes-in-force.ts for where this is asked.
 */

export type CampaignBudget = {
  /** "spend", "usage", or the per-attribute kinds Medusa counts per customer (left to Medusa). */
  type?: string | null
  /** Medusa's rule: no limit (null or 0) is no budget. */
  limit?: number | string | null
  used?: number | string | null
  /** A spend budget's currency; a usage budget has none. */
  currency_code?: string | null
}

export type PromotionInForce = {
  code: string
  status?: string | null
  /** The promotion's own usage limit (orders), with what it has used. */
  limit?: number | null
  used?: number | null
  campaign?: {
    starts_at?: string | Date | null
    ends_at?: string | Date | null
    budget?: CampaignBudget | null
  } | null
}

export type CodeProblem = "unknown" | "inactive" | "not started" | "expired" | "used up"

export type CodeContext = {
  now: Date
  /** The cart's currency: a spend budget counts discounts in its own currency. */
  currencyCode: string
  /**
   * The discount this cart gets with the code, in the cart's currency, once known (at completion). Before
   * the code is applied it is not: then a spend budget is used up when nothing is left of it.
   */
  discount?: number | null
}

const time = (value: string | Date) => new Date(value).getTime()
const amount = (value: number | string | null | undefined) => Number(value ?? 0)

function budgetUsedUp(budget: CampaignBudget, { currencyCode, discount }: CodeContext): boolean {
  const limit = amount(budget.limit)
  if (!limit) return false
  const used = amount(budget.used)
  if (budget.type === "usage") return used + 1 > limit
  if (budget.type === "spend") {
    // Medusa applies a spend-budget promotion only to carts in the budget's currency.
    if (budget.currency_code?.toLowerCase() !== currencyCode.toLowerCase()) return false
    return discount == null ? used >= limit : used + amount(discount) > limit
  }
  return false
}

/** What keeps `promotion` (null: no promotion has the code) from applying at `now`, or null when it applies. */
export function promotionCodeProblem(promotion: PromotionInForce | null | undefined, context: CodeContext): CodeProblem | null {
  if (!promotion) return "unknown"
  if (promotion.status !== "active") return "inactive"
  const now = context.now.getTime()
  const campaign = promotion.campaign
  // Medusa's window: active from starts_at (included) until ends_at (excluded).
  if (campaign?.starts_at && time(campaign.starts_at) > now) return "not started"
  if (campaign?.ends_at && time(campaign.ends_at) <= now) return "expired"
  if (typeof promotion.limit === "number" && (promotion.used ?? 0) >= promotion.limit) return "used up"
  if (campaign?.budget && budgetUsedUp(campaign.budget, context)) return "used up"
  return null
}

const REASONS: Record<Exclude<CodeProblem, "unknown" | "inactive">, string> = {
  "not started": "is not active yet",
  expired: "has expired",
  "used up": "has been used up",
}

/**
 * The answer when a code is applied, or null to let Medusa answer. A code no promotion has and one staff
 * keep as a draft or switched off read the same (lib/checkout/promotion-code-guessing.ts): a code never
 * published is no one's business. One that ran its course, or is announced, is told as it is.
 */
export function codeRefusedMessage(code: string, problem: CodeProblem): string | null {
  if (problem === "unknown" || problem === "inactive") return null
  return `The promotion code ${code} ${REASONS[problem]}.`
}

/** The answer when an order is placed with a code the cart holds (so the shopper knows it) that no longer applies. */
export function codeNoLongerAppliesMessage(code: string, problem: CodeProblem): string {
  const reason = problem === "unknown" || problem === "inactive" ? "is no longer valid" : REASONS[problem]
  return `The promotion code ${code} ${reason}. Remove it to place your order.`
}
