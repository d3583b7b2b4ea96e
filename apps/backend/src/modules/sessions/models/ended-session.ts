import { model } from "@medusajs/framework/utils"

/**
 * A signed-in session its owner ended (sign-out) before its token expired. A token cannot be taken back
 * from whoever holds it, so the back end keeps refusing it until it would have expired anyway.
 */
export const EndedSession = model
  .define("ended_session", {
    id: model.id({ prefix: "endses" }).primaryKey(),
    /** lib/auth/session-token.ts `tokenDigest`: the token itself is never stored. */
    token_digest: model.text(),
    expires_at: model.dateTime(),
  })
  .indexes([{ on: ["token_digest"], unique: true }, { on: ["expires_at"] }])
