/**
 * Medusa v1 sent every amount in the currency's minor unit (1050 = €10.50; yen have none: 1480 = ¥1,480);
 * v2 keeps the major unit (10.5). The currency's digits are ISO 4217's, as Intl knows them.
 */
const digitsByCurrency = new Map<string, number>()

export function currencyDigits(currencyCode: string): number {
  const code = currencyCode.toUpperCase()
  let digits = digitsByCurrency.get(code)
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2
    digitsByCurrency.set(code, digits)
  }
  return digits
}

/** A v2 amount (major unit; a number, a numeric string or Medusa's BigNumber JSON) in v1's minor unit, rounded half away from zero. */
export function toMinorUnits(amount: unknown, currencyCode: string): number {
  const value = typeof amount === "number" ? amount : Number((amount as { value?: unknown } | null)?.value ?? amount)
  if (!Number.isFinite(value)) return 0
  const scaled = value * 10 ** currencyDigits(currencyCode)
  return Math.sign(scaled) * Math.round(Math.abs(scaled) + Number.EPSILON * Math.abs(scaled))
}

/** A v1 amount (minor unit) as v2 takes it (major unit). */
export function fromMinorUnits(amount: number, currencyCode: string): number {
  return amount / 10 ** currencyDigits(currencyCode)
}
