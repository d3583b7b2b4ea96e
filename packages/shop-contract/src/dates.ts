const twoDigits = (n: number) => String(n).padStart(2, "0")

/**
 * An order's date as dd-mm-yyyy in UTC (spec section 9): the same day wherever the shopper is, and the same
 * on the server's render as in the browser. An unreadable value gives "".
 */
export function formatOrderDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ""
  return `${twoDigits(date.getUTCDate())}-${twoDigits(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`
}
