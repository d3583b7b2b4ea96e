import { waitInWords } from "../http/failure-throttle"

/**
 * Credential stuffing (one client trying many emails, a few passwords each) never reaches a count kept per
 * email. So the failed sign-ins of a client are counted for every email too, on an allowance that refills:
 * ALLOWANCE failures at once, then one more every REFILL_SECONDS (30 in 15 minutes), which a household or
 * an office behind one address does not spend by mistyping. Once it is spent, the client's sign-ins are a
 * 429 with Retry-After until it refills, but for an email that signed in from that client within
 * KNOWN_EMAIL_SECONDS: a shopper behind the same address as an attacker still signs in. Successes are never
 * counted. Per actor type, as the counts per email are: stuffing customer sign-ins never holds a staff one.
 */

export const ALLOWANCE = 30
export const REFILL_SECONDS = 30
export const KNOWN_EMAIL_SECONDS = 7 * 24 * 60 * 60

/** What is kept per client: how much of the allowance was spent, as of when (ms since epoch). */
export interface SpentAllowance {
  spent: number
  at: number
}

/** How much of the allowance is spent at `now`, once what has refilled since is given back. */
export function spentAt(kept: SpentAllowance | null | undefined, now: number): number {
  if (!kept) return 0
  return Math.max(0, kept.spent - Math.max(0, now - kept.at) / 1000 / REFILL_SECONDS)
}

/** Whole seconds until the client may fail once more; 0 when it may now. */
export function secondsUntilAllowed(kept: SpentAllowance | null | undefined, now: number): number {
  const over = spentAt(kept, now) - (ALLOWANCE - 1)
  return over > 0 ? Math.ceil(over * REFILL_SECONDS) : 0
}

/** The allowance after one more failure at `now`, and how long to keep it (until it has all refilled). */
export function withOneMoreSpent(kept: SpentAllowance | null | undefined, now: number): { record: SpentAllowance; ttlSeconds: number } {
  const spent = spentAt(kept, now) + 1
  return { record: { spent, at: now }, ttlSeconds: Math.ceil(spent * REFILL_SECONDS) }
}

export function tooManyFromClientMessage(seconds: number): string {
  return `Too many failed sign-ins from your network. Try again in ${waitInWords(seconds)}.`
}
