import { model } from "@medusajs/framework/utils"

/**
 * A sign-in its owner ended (sign-out) before its token expired. A token cannot be taken back from whoever
 * holds it, so the back end keeps refusing it, and every token refreshed from it and every cookie session
 * made from them, until it would have expired anyway (a refresh never outlasts its sign-in).
 */
export const EndedSession = model
  .define("ended_session", {
    id: model.id({ prefix: "endses" }).primaryKey(),
    /** The sign-in (packages/session-tokens `signInOf`: the digest of the token issued at sign-in); no token is stored. */
    token_digest: model.text(),
    expires_at: model.dateTime(),
  })
  .indexes([{ on: ["token_digest"], unique: true }, { on: ["expires_at"] }])
