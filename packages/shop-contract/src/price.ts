export interface PriceRange {
  min: number
  max: number
}

/** Spec: the price filter's default is 0 to 100, so an empty side of `min-max` takes that bound. */
export const DEFAULT_PRICE_RANGE: PriceRange = { min: 0, max: 100 }

const AMOUNT = /^\d+(\.\d{1,2})?$/

/**
 * `price=min-max` in the region's currency: `5-20`, `4.5-12.90`, `-20` (0 to 20), `5-` (5 to 100). The range,
 * or a message saying how to write it.
 */
export function readPriceParam(raw: string): PriceRange | { error: string } {
  const match = /^([^-]*)-([^-]*)$/.exec(raw.trim())
  const [min, max] = match ? [match[1].trim(), match[2].trim()] : ["", ""]
  if (!match || (min && !AMOUNT.test(min)) || (max && !AMOUNT.test(max)) || (!min && !max)) {
    return { error: `price must be min-max in the region's currency, e.g. 5-20 (got '${raw}')` }
  }
  const range = { min: min ? Number(min) : DEFAULT_PRICE_RANGE.min, max: max ? Number(max) : DEFAULT_PRICE_RANGE.max }
  if (range.min > range.max) return { error: `price: the minimum (${range.min}) is above the maximum (${range.max})` }
  return range
}

/** Writes a range back as `min-max`, amounts to the cent without trailing zeros. */
export function formatPriceParam({ min, max }: PriceRange): string {
  const amount = (value: number) => String(Math.round(value * 100) / 100)
  return `${amount(min)}-${amount(max)}`
}
