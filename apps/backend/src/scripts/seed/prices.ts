/** Euros to each shop currency: shelf prices, not a live exchange rate. */
const EUR_TO: Record<string, number> = { eur: 1, usd: 1.1, gbp: 0.86, chf: 0.95, jpy: 170 }

/**
 * A shelf price in `currency` for a tea priced `eur` euros: converted, then rounded the way shops
 * price — yen to the nearest 10, francs to the 0.05 cash step, others to a price ending in .x9 or .x5.
 */
export function shelfPrice(eur: number, currency: string): number {
  const rate = EUR_TO[currency]
  if (rate === undefined) throw new Error(`No shelf price rate for currency '${currency}'`)
  if (currency === "eur") return eur
  const converted = eur * rate
  if (currency === "jpy") return Math.max(10, Math.round(converted / 10) * 10)
  if (currency === "chf") return Math.max(0.05, Math.round(converted * 20) / 20)
  // Round to the nearest 0.10, then end on .x9 (9.40 -> 9.39), keeping two decimals exact.
  const tenths = Math.max(1, Math.round(converted * 10))
  return Math.round(tenths * 10 - 1) / 100
}
