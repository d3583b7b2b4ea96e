/**
 * v1 sends the whole list of discount codes a cart should hold (`discounts: [{ code }]`): the codes a v1
 * request names, each once, or null when it names none. What the cart holds beyond them is removed, and
 * a code it does not hold yet goes through the same slowed-down check as v2's POST /store/carts/:id/promotions
 * (the back end's lib/checkout/slow-down-failed-promotion-codes.ts). Here because both read it: the v1 plugin
 * to update the cart, the back end's throttle to count a new code.
 */
export function v1DiscountCodes(body: unknown): string[] | null {
  const discounts = (body as { discounts?: unknown } | null | undefined)?.discounts
  if (!Array.isArray(discounts)) return null
  const codes = discounts.map((discount) => (discount as { code?: unknown } | null)?.code)
  if (!codes.every((code): code is string => typeof code === "string")) return null
  return [...new Set(codes)]
}
