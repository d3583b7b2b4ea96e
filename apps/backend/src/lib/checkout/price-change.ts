/** Digits the currency is charged in (2 for eur, 0 for jpy), as Intl knows them. */
function chargedDigits(currencyCode: string): number {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currencyCode }).resolvedOptions().maximumFractionDigits ?? 2
}

/** Whether the amount charged for a cart differs between two totals, in the currency's own digits. */
export function chargedAmountChanged(before: number, after: number, currencyCode: string): boolean {
  const scale = 10 ** chargedDigits(currencyCode)
  return Math.round(before * scale) !== Math.round(after * scale)
}

/** What a shopper reads when completion found the cart's prices changed, naming the new total. */
export function pricesChangedMessage(total: number, currencyCode: string): string {
  const amount = new Intl.NumberFormat("en-US", { style: "currency", currency: currencyCode }).format(total)
  return `The prices in your cart changed: the total is now ${amount}. Check it and place the order again.`
}
