import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { RateLimiterRes } from "rate-limiter-flexible"
import { FREE_FAILURES, MAX_WAIT_SECONDS, WINDOW_SECONDS, waitSeconds } from "./failure-throttle"
import { secondsToWait, throttleLimiter } from "./throttle-store"

/** An attempt's place in a key's count, until it is settled (FailureCounts.fail, giveBack or forget). */
export interface Turn {
  key: string
  /** The attempt's number in the count: the failures before it, and the attempts still running. */
  attempt: number
  /** Past the free failures: the attempt holds the key's wait while it runs. */
  holdsWait: boolean
  settled?: boolean
}

/**
 * The counts of the throttles on guessing (lib/http/failure-throttle.ts's policy), per key, on
 * rate-limiter-flexible (lib/http/throttle-store.ts). An attempt is counted as it begins, by the store's
 * atomic increment, so that attempts sent side by side are numbered one after another; it is given back
 * unless it fails. The first FREE_FAILURES run at once. A later one needs the key's wait, a limiter of one
 * point that a failure blocks for the policy's wait and the running attempt holds: one attempt follows
 * each wait.
 */
export class FailureCounts {
  private readonly attempts
  private readonly latest
  private readonly waits
  private readonly named

  constructor(prefix = "failures") {
    this.attempts = throttleLimiter({ keyPrefix: `${prefix}:attempts`, points: FREE_FAILURES, duration: WINDOW_SECONDS })
    // The number of the latest failure past the free ones, kept for its wait and the window beyond.
    this.latest = throttleLimiter({ keyPrefix: `${prefix}:latest`, points: FREE_FAILURES, duration: WINDOW_SECONDS })
    this.waits = throttleLimiter({ keyPrefix: `${prefix}:wait`, points: 1, duration: MAX_WAIT_SECONDS })
    this.named = throttleLimiter({ keyPrefix: `${prefix}:named`, points: 1, duration: MAX_WAIT_SECONDS + WINDOW_SECONDS })
  }

  /** A turn under each key, or, with none taken, the seconds to wait (the longest of the keys' waits). */
  async begin(keys: string[]): Promise<Turn[] | number> {
    const taken = await Promise.all(keys.map((key) => this.beginOne(key)))
    const turns = taken.filter((turn): turn is Turn => typeof turn !== "number")
    if (turns.length === keys.length) return turns
    await Promise.all(turns.map((turn) => this.giveBack(turn)))
    return Math.max(...taken.filter((wait): wait is number => typeof wait === "number"))
  }

  private async beginOne(key: string): Promise<Turn | number> {
    const [counted, latest] = await Promise.all([this.attempts.penalty(key), this.latest.get(key)])
    const attempt = Math.max(counted.consumedPoints, (latest?.consumedPoints ?? 0) + 1)
    if (attempt < FREE_FAILURES) return { key, attempt, holdsWait: false }
    try {
      await this.waits.consume(key, 1, { customDuration: waitSeconds(attempt) })
      return { key, attempt, holdsWait: true }
    } catch (refused) {
      await this.attempts.reward(key)
      if (!(refused instanceof RateLimiterRes)) throw refused
      return secondsToWait(refused)
    }
  }

  /**
   * The attempt failed: it stays counted and, past the free ones, the next attempt waits. A named failure
   * the key has counted already counts nothing: trying the same wrong thing again learns nothing new.
   */
  async fail(turn: Turn, name?: string) {
    if (name !== undefined && !(await this.named.penalty(`${turn.key}:${name}`)).isFirstInDuration) return this.giveBack(turn)
    turn.settled = true
    if (!turn.holdsWait) return
    const wait = waitSeconds(turn.attempt)
    // Only the attempt holding the wait writes the latest failure, so no other changes it meanwhile.
    await Promise.all([this.waits.block(turn.key, wait), this.latest.set(turn.key, turn.attempt, wait + WINDOW_SECONDS)])
  }

  /** The attempt counts for nothing: its place is given back, and the wait it held let go. */
  async giveBack(turn: Turn) {
    turn.settled = true
    await Promise.all([this.attempts.reward(turn.key), turn.holdsWait && this.waits.delete(turn.key)])
  }

  /** Forgets the key's failures, where a success means there is nothing left to guess. */
  async forget(turn: Turn) {
    turn.settled = true
    await this.forgetKey(turn.key)
  }

  /**
   * Forgets the key's failures counted by `at` (ms since epoch), as a password reset lifts them: the count
   * if it began by then, or past the free ones, if its latest failure was by then.
   */
  async forgetIfFailedBy(key: string, at: number) {
    const [counted, latest] = await Promise.all([this.attempts.get(key), this.latest.get(key)])
    // Each is kept for a known time from when it was written, so the time it has left tells when that was.
    const keptSeconds = latest ? waitSeconds(latest.consumedPoints) + WINDOW_SECONDS : WINDOW_SECONDS
    const since = latest ?? counted
    if (since && Date.now() + since.msBeforeNext - keptSeconds * 1000 <= at) await this.forgetKey(key)
  }

  private async forgetKey(key: string) {
    await Promise.all([this.attempts.delete(key), this.latest.delete(key), this.waits.delete(key)])
  }
}

export const failureCounts = new FailureCounts()

/** A throttle's refusal: 429, with how many seconds to wait in Retry-After and in words. */
export function refuseTooMany(res: MedusaResponse, seconds: number, message: string) {
  res.status(429).set("Retry-After", String(seconds)).json({ type: "not_allowed", message })
}

export interface Throttle {
  /** What is guessed at and who guesses (an account and a client, a cart and a client), counted apart. */
  keys: string[]
  /** The 429's words when a key has failed too often, given the seconds to wait. */
  tooManyMessage: (seconds: number) => string
  /** What settling the turns is called in the warning when only that failed, after the answer. */
  bookkeeping: string
}

/**
 * Runs `work` with a turn under each of the throttle's keys, or answers a 429 with Retry-After when one of
 * them has to wait. `work` settles its turns; those it leaves unsettled are given back. Once the answer has
 * gone, a failure to settle is only logged: the answer stands.
 */
export async function underFailureCounts(req: MedusaRequest, res: MedusaResponse, throttle: Throttle, work: (turns: Turn[]) => Promise<void>) {
  const turns = await failureCounts.begin(throttle.keys)
  if (typeof turns === "number") return refuseTooMany(res, turns, throttle.tooManyMessage(turns))
  const giveBackUnsettled = () => Promise.all(turns.filter((turn) => !turn.settled).map((turn) => failureCounts.giveBack(turn)))
  try {
    await work(turns)
    await giveBackUnsettled()
  } catch (error) {
    if (!res.headersSent) {
      await giveBackUnsettled()
      throw error
    }
    req.scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER).warn(`${throttle.bookkeeping} failed: ${(error as Error).message}`)
  }
}
