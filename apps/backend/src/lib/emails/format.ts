/**
 * Money and dates in an email as the storefront shows them (apps/storefront/src/lib/util/money.ts and
 * dates.ts; format.test.ts holds the two to the same output).
 */

/** Currencies whose cash prices are rounded to a step Intl.NumberFormat does not know about. */
const CASH_ROUNDING: Record<string, number> = { chf: 0.05 }

const formatters = new Map<string, Intl.NumberFormat>()

function currencyFormatter(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency })
    formatters.set(currency, formatter)
  }
  return formatter
}

/**
 * An amount in the currency's major unit (Medusa v2's, 10.5 = €10.50) with the currency's symbol and
 * digits (JPY has none), CHF rounded to 0.05, and 0 for a missing amount.
 */
export function formatMoney(amount: number | null | undefined, currencyCode: string): string {
  const value = typeof amount === "number" && Number.isFinite(amount) ? amount : 0
  const step = CASH_ROUNDING[currencyCode.toLowerCase()]
  return currencyFormatter(currencyCode.toUpperCase()).format(step ? Math.round(value / step) * step : value)
}

const twoDigits = (n: number) => String(n).padStart(2, "0")

/** A date as dd-mm-yyyy in UTC (spec section 9); "" for an unreadable value. */
export function formatDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ""
  return `${twoDigits(date.getUTCDate())}-${twoDigits(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`
}
