import { accountEmail } from "@leafline/shop-contract"
import { digest } from "../cache/digest"
import { MAX_WAIT_SECONDS, WINDOW_SECONDS, waitInWords } from "../http/failure-throttle"

/**
 * Repeated failed sign-ins are slowed down (see lib/auth/slow-down-failed-sign-ins.ts), on the shop's
 * throttle policy (lib/http/failure-throttle.ts). Failures are counted per actor type (a customer's
 * sign-ins never touch a staff account's count), per account and per client: failures from one client
 * never lock the account for another, so an attacker cannot lock a customer out, and a client with no
 * failures of its own always has its password checked. An account's failures are forgotten at once on a
 * successful sign-in or a password reset. A client's failures for every email are counted as well, on an
 * allowance of their own (lib/auth/client-sign-in-allowance.ts).
 */

/** How long a reset's lifting is kept: as long as any failure it lifts. */
export const LIFT_TTL_SECONDS = MAX_WAIT_SECONDS + WINDOW_SECONDS

export function tooManyFailuresMessage(seconds: number): string {
  return `Too many failed sign-ins for this email. Try again in ${waitInWords(seconds)}.`
}


export interface SignInThrottleKeys {
  /** This client's failures for this account. */
  account: string
  /** When a password reset last lifted the account's failures (for every client and actor type), in the cache. */
  lift: string
  /** This client's allowance of failures for any account of the actor type. */
  client: string
  /** Set in the cache when the account signed in from this client: its sign-ins are checked whatever the client's allowance. */
  known: string
}

/**
 * The keys of an attempt, or null when it names no email. Hashed: neither the counts nor the cache hold
 * addresses, and a key has one length.
 */
export function signInThrottleKeys(actorType: string, email: unknown, client: string): SignInThrottleKeys | null {
  const account = accountEmail(email)
  if (!account) return null
  const actor = digest(actorType.toLowerCase()).slice(0, 16)
  return {
    account: `sign-in-failures:${actor}:${digest(account)}:${digest(client)}`,
    lift: signInLiftKey(account),
    client: `sign-in-client-failures:${actor}:${digest(client)}`,
    known: `sign-in-known:${actor}:${digest(account)}:${digest(client)}`,
  }
}

export function signInLiftKey(email: string): string {
  return `sign-in-lifted:${digest(email.trim().toLowerCase())}`
}
