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

/** Making a formatter costs far more than formatting with it, and a listing page formats dozens of prices. */
const formatters = new Map<string, Intl.NumberFormat>()

function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * A price as a shopper reads it: the currency's symbol and digits from Intl.NumberFormat (JPY has
 * none), CHF rounded to 0.05, and 0 for a missing amount — never NaN, never blank.
 */
export function formatMoney({ amount, currencyCode, locale = "en-US" }: FormatMoneyOptions): string {
  const value = typeof amount === "number" && Number.isFinite(amount) ? amount : 0
  const currency = currencyCode.toUpperCase()
  return currencyFormatter(locale, currency).format(roundToCashStep(value, currency))
}
