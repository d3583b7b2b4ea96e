import { setTimeout as sleep } from "node:timers/promises"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { GUEST_EMAIL_BUSY, GUEST_EMAIL_WAIT_SECONDS, guestEmailTurnKey } from "../../../lib/checkout/one-guest-per-email"
import { LOCK_LEASE_SECONDS } from "../../../lib/locking/execute-in-order"

type Turn = { key: string; ownerId: string } | null

const RETRY_MS = 300
// Medusa's locking providers (in memory, Redis) say this of a key another owner holds.
const isHeld = (error: unknown) => /acquire lock/i.test((error as Error)?.message ?? "")

/**
 * A cart given an email no guest customer has yet waits for its turn on that email, so one guest customer is
 * made of it however many carts are given it at once (lib/checkout/one-guest-per-email.ts). Held until
 * releaseGuestEmailTurnStep, or let go when the workflow fails; the lock lapses by itself if the process dies.
 */
export const takeGuestEmailTurnStep = createStep("take-guest-email-turn", async (input: { email?: string | null }, { container, transactionId, idempotencyKey }) => {
  const key = await guestEmailTurnKey(container, input.email)
  if (!key) return new StepResponse<Turn, Turn>(null, null)
  const locking = container.resolve(Modules.LOCKING)
  const ownerId = transactionId ?? idempotencyKey
  const giveUpAt = Date.now() + GUEST_EMAIL_WAIT_SECONDS * 1000
  for (;;) {
    try {
      await locking.acquire(key, { ownerId, expire: LOCK_LEASE_SECONDS })
      break
    } catch (error) {
      if (!isHeld(error)) throw error
      if (Date.now() >= giveUpAt) throw new MedusaError(MedusaError.Types.CONFLICT, GUEST_EMAIL_BUSY)
    }
    await sleep(RETRY_MS)
  }
  return new StepResponse<Turn, Turn>({ key, ownerId }, { key, ownerId })
}, async (turn, { container }) => {
  if (turn) await container.resolve(Modules.LOCKING).release(turn.key, { ownerId: turn.ownerId })
})

export const releaseGuestEmailTurnStep = createStep("release-guest-email-turn", async (turn: Turn, { container }) => {
  if (turn) await container.resolve(Modules.LOCKING).release(turn.key, { ownerId: turn.ownerId })
  return new StepResponse(undefined)
})
