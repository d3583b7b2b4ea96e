import crypto from "node:crypto"

/**
 * Repeated failed sign-ins for one email are slowed down (see api/auth/slow-down-failed-sign-ins.ts).
 * This is the policy: after FREE_FAILURES failures in a row, each further attempt must wait, twice as
 * long after each new failure, up to MAX_WAIT_SECONDS. Failures are forgotten WINDOW_SECONDS after
 * the wait that followed the last one has passed, and at once on a successful sign-in.
 */

export const FREE_FAILURES = 5
export const FIRST_WAIT_SECONDS = 30
export const MAX_WAIT_SECONDS = 15 * 60
export const WINDOW_SECONDS = 15 * 60

/** What is kept per email: how many sign-ins failed in a row, and when the last one did (ms since epoch). */
export interface FailedSignIns {
  failures: number
  last_failure_at: number
}

/** How long an email must wait after its last failure before the next attempt is checked. */
export function waitSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES))
}

/** Whole seconds until an attempt may be checked again; 0 when it may be now. */
export function secondsUntilNextAttempt(kept: FailedSignIns | null | undefined, now: number): number {
  if (!kept) return 0
  const allowedAt = kept.last_failure_at + waitSeconds(kept.failures) * 1000
  return Math.max(0, Math.ceil((allowedAt - now) / 1000))
}

/** The record after one more failure at `now`, and how long to keep it (whole seconds, as Redis needs). */
export function withOneMoreFailure(kept: FailedSignIns | null | undefined, now: number): { record: FailedSignIns; ttlSeconds: number } {
  const failures = (kept?.failures ?? 0) + 1
  return { record: { failures, last_failure_at: now }, ttlSeconds: waitSeconds(failures) + WINDOW_SECONDS }
}

export function tooManyFailuresMessage(seconds: number): string {
  const wait =
    seconds < 120 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minutes`
  return `Too many failed sign-ins for this email. Try again in ${wait}.`
}

/**
 * The cache key for the email a sign-in names (trimmed, lower-cased: the same person however it is
 * typed), or null when it names none. Hashed: the cache holds no addresses, and a key has one length.
 */
export function signInThrottleKey(email: unknown): string | null {
  if (typeof email !== "string") return null
  const identifier = email.trim().toLowerCase()
  if (!identifier) return null
  return `sign-in-failures:${crypto.createHash("sha256").update(identifier).digest("hex")}`
}
