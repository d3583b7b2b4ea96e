import { placedWithEmail } from "./lookup-input"

/**
 * An order as a lookup first reads it: the order with the number entered or, when no order has it, the
 * order numbered nearest below it (lib/order-lookup/look-up-order.ts). Either way one order is read, and
 * then its customer: a number that exists and one that does not cost the same reads, so the time does not
 * tell a stranger which numbers exist.
 */
export interface NearestOrder {
  id: string
  display_id: number
  email: string | null
  customer_id: string | null
}

/** The customer read for an order without one: an id no customer has. */
export const NO_CUSTOMER_ID = "cus_no_customer_has_this_id"

/**
 * What a lookup compares when no order is numbered at or below the number (none at all, in a new shop): its
 * number is no order's, so it never matches.
 */
export const STAND_IN_ORDER: Readonly<NearestOrder> = { id: "", display_id: 0, email: "no-order@leafline.invalid", customer_id: null }

/**
 * The order the guest's number and email name, if `nearest` is it (has the number, placed with the email),
 * and whose customer to read next (whether the caller may see the order hangs on it): the nearest order's,
 * matched or not. Its email is compared in constant time whether its number is the one entered or not.
 */
export function matchingOrder(nearest: NearestOrder | undefined, orderNumber: number, email: string): { order: NearestOrder | null; customerIdToRead: string } {
  const candidate = nearest ?? STAND_IN_ORDER
  const placed = placedWithEmail(candidate.email, email)
  const order = placed && candidate.display_id === orderNumber ? candidate : null
  return { order, customerIdToRead: candidate.customer_id ?? NO_CUSTOMER_ID }
}
