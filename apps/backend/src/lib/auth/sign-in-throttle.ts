import crypto from "node:crypto"

/**
 * Repeated failed sign-ins are slowed down (see api/auth/slow-down-failed-sign-ins.ts). Failures are
 * counted per actor type (a customer's sign-ins never touch a staff account's count), per account and
 * per client: failures from one client never lock the account for another, so an attacker cannot
 * lock a customer out, and a client with no failures of its own always has its password checked.
 *
 * The policy: after FREE_FAILURES failures in a row, each further attempt must wait, twice as long after each
 * new failure, up to MAX_WAIT_SECONDS. Failures are forgotten WINDOW_SECONDS after the wait that
 * followed the last one has passed; an account's, at once on a successful sign-in or a password reset.
 */

export const FREE_FAILURES = 5
export const FIRST_WAIT_SECONDS = 30
export const MAX_WAIT_SECONDS = 15 * 60
export const WINDOW_SECONDS = 15 * 60

/** What is kept per count: how many sign-ins failed in a row, and when the last one did (ms since epoch). */
export interface FailedSignIns {
  failures: number
  last_failure_at: number
}

/** How long to wait after the last of `failures` before the next attempt is checked. */
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

/** An account's failures, unless a password reset lifted them after the last one. */
export function unlessLifted(kept: FailedSignIns | null | undefined, liftedAt: number | null | undefined): FailedSignIns | null {
  if (!kept) return null
  return liftedAt && kept.last_failure_at <= liftedAt ? null : kept
}

/** How long a reset's lifting is kept: as long as any failure it lifts. */
export const LIFT_TTL_SECONDS = MAX_WAIT_SECONDS + WINDOW_SECONDS

export function tooManyFailuresMessage(seconds: number): string {
  const wait =
    seconds < 120 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minutes`
  return `Too many failed sign-ins for this email. Try again in ${wait}.`
}

const digest = (text: string) => crypto.createHash("sha256").update(text).digest("hex")

/** The email a sign-in names as the account is keyed: trimmed and lower-cased, the same however it is typed. */
export function accountEmail(email: unknown): string | null {
  if (typeof email !== "string") return null
  return email.trim().toLowerCase() || null
}

export interface SignInThrottleKeys {
  /** This client's failures for this account. */
  account: string
  /** When a password reset last lifted the account's failures (for every client and actor type). */
  lift: string
}

/**
 * The cache keys of an attempt, or null when it names no email. Hashed: the cache holds no addresses,
 * and a key has one length.
 */
export function signInThrottleKeys(actorType: string, email: unknown, client: string): SignInThrottleKeys | null {
  const account = accountEmail(email)
  if (!account) return null
  const actor = digest(actorType.toLowerCase()).slice(0, 16)
  return {
    account: `sign-in-failures:${actor}:${digest(account)}:${digest(client)}`,
    lift: signInLiftKey(account),
  }
}

export function signInLiftKey(email: string): string {
  return `sign-in-lifted:${digest(email.trim().toLowerCase())}`
}
