import { accountEmail } from "@leafline/shop-contract"
import { sameInConstantTime } from "../crypto/same-in-constant-time"

/**
 * What a guest types to find an order (POST /store/orders/lookup): the order's number, as the
 * confirmation page and emails show it (Medusa's `display_id`), and the email it was placed with.
 */

/** The largest number an order can have: Medusa keeps `display_id` in a PostgreSQL integer. */
export const LARGEST_ORDER_NUMBER = 2_147_483_647

export const ORDER_NUMBER_RULE = "display_id must be an order number: digits only, as in the order's confirmation (1005 or #1005)"
export const EMAIL_RULE = "email must be the email address the order was placed with, such as name@example.com"

/** The longest email address there can be (RFC 5321's path limit). */
const LONGEST_EMAIL = 254
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The order number a guest entered (digits, or `#` and digits, as the shop shows it), or null. */
export function orderNumberOf(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim().replace(/^#\s*/, "") : ""
  if (!/^\d{1,10}$/.test(text)) return null
  const number = Number(text)
  return number >= 1 && number <= LARGEST_ORDER_NUMBER ? number : null
}

/** The email a guest entered, trimmed and lower-cased as orders are matched on it, or null when it is not one. */
export function lookupEmailOf(value: unknown): string | null {
  const email = accountEmail(value)
  return email && email.length <= LONGEST_EMAIL && EMAIL_SHAPE.test(email) ? email : null
}

/**
 * Whether an order was placed with the email a guest entered, however either is cased or spaced. Compared
 * in constant time, so the time taken tells nothing of how much was right.
 */
export function placedWithEmail(orderEmail: string | null | undefined, enteredEmail: string): boolean {
  const placed = accountEmail(orderEmail)
  const same = sameInConstantTime(placed ?? "", accountEmail(enteredEmail) ?? "")
  return same && placed !== null
}
