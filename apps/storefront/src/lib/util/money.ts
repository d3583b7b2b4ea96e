/** Currencies whose cash prices are rounded to a step Intl.NumberFormat does not know about. */
const CASH_ROUNDING: Record<string, number> = { chf: 0.05 }

export interface FormatMoneyOptions {
  /** Amount in the currency's major unit, as Medusa v2 keeps it (10.5 = €10.50). */
  amount: number | null | undefined
  currencyCode: string
  locale?: string
}

/** Rounds to the currency's cash step (CHF 0.05), leaving other currencies as they are. */
export function roundToCashStep(amount: number, currencyCode: string): number {
  const step = CASH_ROUNDING[currencyCode.toLowerCase()]
  if (!step) return amount
  return Math.round(amount / step) * step
}

/**
 * A price as a shopper reads it: the currency's symbol and digits from Intl.NumberFormat (JPY has
 * none), CHF rounded to 0.05, and 0 for a missing amount — never NaN, never blank.
 */
export function formatMoney({ amount, currencyCode, locale = "en-US" }: FormatMoneyOptions): string {
  const value = typeof amount === "number" && Number.isFinite(amount) ? amount : 0
  const currency = currencyCode.toUpperCase()
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(roundToCashStep(value, currency))
}
