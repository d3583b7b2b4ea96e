/** A payment of an order as Query reads it: amounts may be numbers or numeric strings. */
export interface OrderPayment {
  id: string
  amount: number | string
  canceled_at?: string | Date | null
  captures?: ({ amount: number | string } | null)[] | null
}

/** What is left to take of each payment that is not canceled: the payments to capture, with how much. */
export function uncapturedPayments(payments: OrderPayment[]): { id: string; amount: number }[] {
  return payments.flatMap((payment) => {
    if (payment.canceled_at) return []
    const captured = (payment.captures ?? []).reduce((sum, capture) => sum + Number(capture?.amount ?? 0), 0)
    // Amounts in major units with at most a few decimals: round away float dust from the sum.
    const left = Math.round((Number(payment.amount) - captured) * 1e6) / 1e6
    return left > 0 ? [{ id: payment.id, amount: left }] : []
  })
}
