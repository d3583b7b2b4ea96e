import { RateLimiterRes } from "rate-limiter-flexible"
import { waitInWords } from "../http/failure-throttle"
import { secondsToWait, throttleLimiter } from "../http/throttle-store"

/**
 * Credential stuffing (one client trying many emails, a few passwords each) never reaches a count kept per
 * email. So the failed sign-ins of a client are counted for every email too, on an allowance: ALLOWANCE
 * failures at once, then one more every REFILL_SECONDS, the whole allowance again ALLOWANCE * REFILL_SECONDS
 * (15 minutes) after it was first drawn on, which a household or an office behind one address does not
 * spend by mistyping. Once it is spent, the client's sign-ins are a 429 with Retry-After until one more is
 * allowed, but for an email that signed in from that client within KNOWN_EMAIL_SECONDS: a shopper behind
 * the same address as an attacker still signs in. Successes are never counted. Per actor type, as the
 * counts per email are: stuffing customer sign-ins never holds a staff one.
 */

export const ALLOWANCE = 30
export const REFILL_SECONDS = 30
export const KNOWN_EMAIL_SECONDS = 7 * 24 * 60 * 60

// Paired as rate-limiter-flexible's BurstyRateLimiter pairs them (a point every REFILL_SECONDS, drawn first, and
// the rest at once), drawn here one limiter after the other so that a draw can be given back to its own.
const refills = throttleLimiter({ keyPrefix: "sign-in-client-refill", points: 1, duration: REFILL_SECONDS })
const bursts = throttleLimiter({ keyPrefix: "sign-in-client-burst", points: ALLOWANCE - 1, duration: ALLOWANCE * REFILL_SECONDS })

/** A failure drawn from a client's allowance before its sign-in is checked, given back unless it fails. */
export interface Drawn {
  giveBack: () => Promise<unknown>
}

/**
 * Draws one failure from the client's allowance (an atomic increment, so sign-ins sent side by side draw one
 * after another), or tells the seconds until one more is allowed.
 */
export async function drawAllowance(client: string): Promise<Drawn | number> {
  let refused: RateLimiterRes | undefined
  for (const limiter of [refills, bursts]) {
    try {
      await limiter.consume(client)
      return { giveBack: () => limiter.reward(client) }
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      if (!refused || rejection.msBeforeNext < refused.msBeforeNext) refused = rejection
    }
  }
  return secondsToWait(refused!)
}

export function tooManyFromClientMessage(seconds: number): string {
  return `Too many failed sign-ins from your network. Try again in ${waitInWords(seconds)}.`
}
