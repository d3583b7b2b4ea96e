import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { InMemoryLockingProvider } from "@medusajs/locking/dist/providers/in-memory"
import { describe, expect, it } from "vitest"
import { RESET_LINK_BUSY, inTurnWithResetToken, resetTokenTurnKey } from "./reset-token-turns"

const TOKEN = "header.claims.signature"

const containerWith = (locking: Pick<InMemoryLockingProvider, "execute">) =>
  ({ resolve: (name: string) => (name === Modules.LOCKING ? locking : undefined) }) as unknown as MedusaContainer

describe("inTurnWithResetToken", () => {
  it("is a 409 that says the link is in use when another use held the token's turn past the wait", async () => {
    // What Medusa's lock providers reject with when the wait is over (in memory; Redis's is a CONFLICT with these words).
    const locking = { execute: () => Promise.reject(new Error("Timed-out acquiring lock.")) }
    let ran = false
    const use = inTurnWithResetToken(containerWith(locking), TOKEN, async () => void (ran = true))
    await expect(use).rejects.toMatchObject({ type: MedusaError.Types.CONFLICT, message: RESET_LINK_BUSY })
    expect(ran).toBe(false)
  })

  it("lets any other failure to take the turn propagate: a lock it could not ask for is not a busy link", async () => {
    // What Medusa's Redis provider rejects with when its Redis does not answer (ioredis' own error).
    const unreachable = new Error("Reached the max retries per request limit (which is 20). Refer to \"maxRetriesPerRequest\" option for details.")
    const locking = { execute: () => Promise.reject(unreachable) }
    await expect(inTurnWithResetToken(containerWith(locking), TOKEN, async () => "set")).rejects.toBe(unreachable)
  })

  it("runs the use when the token's turn comes", async () => {
    await expect(inTurnWithResetToken(containerWith(new InMemoryLockingProvider()), TOKEN, async () => "set")).resolves.toBe("set")
  })
})
