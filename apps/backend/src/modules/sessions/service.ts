import { MedusaService } from "@medusajs/framework/utils"
import { EndedSession } from "./models/ended-session"

export default class SessionsModuleService extends MedusaService({ EndedSession }) {
  /** Records that the sign-in with this digest ended; ended sign-ins past their expiry are let go. */
  async endSession(tokenDigest: string, expiresAt: Date): Promise<void> {
    await this.deleteEndedSessions({ expires_at: { $lt: new Date() } })
    const [known] = await this.listEndedSessions({ token_digest: tokenDigest }, { select: ["id"] })
    if (known) return
    try {
      await this.createEndedSessions({ token_digest: tokenDigest, expires_at: expiresAt })
    } catch (error) {
      // Two sign-outs of one session at once: the unique digest keeps one record, which is all we need.
      const [kept] = await this.listEndedSessions({ token_digest: tokenDigest }, { select: ["id"] })
      if (!kept) throw error
    }
  }

  async hasEnded(tokenDigest: string): Promise<boolean> {
    const [ended] = await this.listEndedSessions({ token_digest: tokenDigest }, { select: ["id"], take: 1 })
    return !!ended
  }
}
