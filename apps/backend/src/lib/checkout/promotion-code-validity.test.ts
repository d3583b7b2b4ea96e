import { describe, expect, it } from "vitest"
import {
  codeNoLongerAppliesMessage,
  codeRefusedMessage,
  promotionCodeProblem,
  type CampaignBudget,
  type PromotionInForce,
} from "./promotion-code-validity"

const now = new Date("2026-04-01T12:00:00.000Z")
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString()
const eur = { now, currencyCode: "eur" }

const promotion = (overrides: Partial<PromotionInForce> = {}): PromotionInForce => ({ code: "SPRING10", status: "active", ...overrides })
const inCampaign = (campaign: PromotionInForce["campaign"]) => promotion({ campaign })
const withBudget = (budget: CampaignBudget) => inCampaign({ budget })

describe("promotionCodeProblem", () => {
  it("passes an active promotion, alone or in a running campaign", () => {
    expect(promotionCodeProblem(promotion(), eur)).toBeNull()
    expect(promotionCodeProblem(inCampaign({ starts_at: at(-86_400_000), ends_at: at(86_400_000) }), eur)).toBeNull()
    expect(promotionCodeProblem(inCampaign({ starts_at: null, ends_at: null, budget: null }), eur)).toBeNull()
  })

  it("names a code no promotion has as unknown", () => {
    expect(promotionCodeProblem(null, eur)).toBe("unknown")
    expect(promotionCodeProblem(undefined, eur)).toBe("unknown")
  })

  it("refuses a draft or a switched-off promotion, whatever its campaign", () => {
    expect(promotionCodeProblem(promotion({ status: "draft" }), eur)).toBe("inactive")
    expect(promotionCodeProblem(promotion({ status: "inactive" }), eur)).toBe("inactive")
    expect(promotionCodeProblem(promotion({ status: "inactive", campaign: { ends_at: at(-1) } }), eur)).toBe("inactive")
  })

  it("refuses a campaign that has not started; one starting this very moment has", () => {
    expect(promotionCodeProblem(inCampaign({ starts_at: at(1) }), eur)).toBe("not started")
    expect(promotionCodeProblem(inCampaign({ starts_at: at(0) }), eur)).toBeNull()
    expect(promotionCodeProblem(inCampaign({ starts_at: new Date(now) }), eur)).toBeNull()
  })

  it("refuses a campaign that has ended, this very moment included", () => {
    expect(promotionCodeProblem(inCampaign({ ends_at: at(0) }), eur)).toBe("expired")
    expect(promotionCodeProblem(inCampaign({ ends_at: at(-1) }), eur)).toBe("expired")
    expect(promotionCodeProblem(inCampaign({ ends_at: at(1) }), eur)).toBeNull()
  })

  it("refuses a usage budget whose last use is taken, not one with a use left", () => {
    expect(promotionCodeProblem(withBudget({ type: "usage", limit: 5, used: 5 }), eur)).toBe("used up")
    expect(promotionCodeProblem(withBudget({ type: "usage", limit: 5, used: 4 }), eur)).toBeNull()
    // The discount does not matter: one order is one use.
    expect(promotionCodeProblem(withBudget({ type: "usage", limit: 5, used: 4 }), { ...eur, discount: 1000 })).toBeNull()
    // Amounts as PostgreSQL's numerics may come back.
    expect(promotionCodeProblem(withBudget({ type: "usage", limit: "1", used: "1" }), eur)).toBe("used up")
  })

  it("refuses a spend budget once nothing is left, before the cart's discount is known", () => {
    expect(promotionCodeProblem(withBudget({ type: "spend", currency_code: "eur", limit: 50, used: 50 }), eur)).toBe("used up")
    expect(promotionCodeProblem(withBudget({ type: "spend", currency_code: "eur", limit: 50, used: 49.99 }), eur)).toBeNull()
  })

  it("refuses a spend budget the cart's discount would overrun; one it exactly uses up is fine", () => {
    const budget = { type: "spend", currency_code: "eur", limit: 50, used: 45 }
    expect(promotionCodeProblem(withBudget(budget), { ...eur, discount: 5 })).toBeNull()
    expect(promotionCodeProblem(withBudget(budget), { ...eur, discount: 5.01 })).toBe("used up")
    expect(promotionCodeProblem(withBudget({ ...budget, used: 50 }), { ...eur, discount: 0 })).toBeNull()
  })

  it("counts a spend budget only in its own currency, whatever case either is written in", () => {
    const spentEuros = withBudget({ type: "spend", currency_code: "eur", limit: 50, used: 50 })
    expect(promotionCodeProblem(spentEuros, { now, currencyCode: "EUR" })).toBe("used up")
    // Medusa applies a promotion of a euro budget to no dollar cart: not this check's refusal.
    expect(promotionCodeProblem(spentEuros, { now, currencyCode: "usd" })).toBeNull()
  })

  it("takes no limit (null or 0, as Medusa does) as no budget", () => {
    expect(promotionCodeProblem(withBudget({ type: "usage", limit: null, used: 10 }), eur)).toBeNull()
    expect(promotionCodeProblem(withBudget({ type: "usage", limit: 0, used: 10 }), eur)).toBeNull()
    expect(promotionCodeProblem(withBudget({ type: "spend", currency_code: "eur", limit: 0, used: 10 }), eur)).toBeNull()
  })

  it("leaves per-customer budgets to Medusa, which counts them per customer", () => {
    expect(promotionCodeProblem(withBudget({ type: "use_by_attribute", limit: 1, used: 7 }), eur)).toBeNull()
  })

  it("refuses a promotion whose own usage limit is reached", () => {
    expect(promotionCodeProblem(promotion({ limit: 3, used: 3 }), eur)).toBe("used up")
    expect(promotionCodeProblem(promotion({ limit: 3, used: 2 }), eur)).toBeNull()
    expect(promotionCodeProblem(promotion({ limit: 0, used: null }), eur)).toBe("used up")
    expect(promotionCodeProblem(promotion({ limit: null, used: 99 }), eur)).toBeNull()
  })

  it("gives an inactive promotion's reason first, then dates, then budgets", () => {
    const everything = { starts_at: at(1), ends_at: at(-1), budget: { type: "usage", limit: 1, used: 1 } }
    expect(promotionCodeProblem(promotion({ status: "draft", campaign: everything }), eur)).toBe("inactive")
    expect(promotionCodeProblem(inCampaign(everything), eur)).toBe("not started")
    expect(promotionCodeProblem(inCampaign({ ...everything, starts_at: null }), eur)).toBe("expired")
  })
})

describe("codeRefusedMessage", () => {
  it("says why a code ran its course or is announced", () => {
    expect(codeRefusedMessage("SPRING10", "expired")).toBe("The promotion code SPRING10 has expired.")
    expect(codeRefusedMessage("SPRING10", "not started")).toBe("The promotion code SPRING10 is not active yet.")
    expect(codeRefusedMessage("SPRING10", "used up")).toBe("The promotion code SPRING10 has been used up.")
  })

  it("leaves unknown and unpublished codes to the answer that does not tell them apart", () => {
    expect(codeRefusedMessage("SPRING10", "unknown")).toBeNull()
    expect(codeRefusedMessage("SPRING10", "inactive")).toBeNull()
  })
})

describe("codeNoLongerAppliesMessage", () => {
  it("names the code the cart holds, why, and what to do", () => {
    expect(codeNoLongerAppliesMessage("SPRING10", "expired")).toBe("The promotion code SPRING10 has expired. Remove it to place your order.")
    expect(codeNoLongerAppliesMessage("SPRING10", "inactive")).toBe("The promotion code SPRING10 is no longer valid. Remove it to place your order.")
    expect(codeNoLongerAppliesMessage("SPRING10", "unknown")).toBe("The promotion code SPRING10 is no longer valid. Remove it to place your order.")
    expect(codeNoLongerAppliesMessage("SPRING10", "used up")).toBe("The promotion code SPRING10 has been used up. Remove it to place your order.")
    expect(codeNoLongerAppliesMessage("SPRING10", "not started")).toBe("The promotion code SPRING10 is not active yet. Remove it to place your order.")
  })
})
