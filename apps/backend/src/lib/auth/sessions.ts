import crypto from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { SESSIONS_MODULE } from "../../modules/sessions"
import type SessionsModuleService from "../../modules/sessions/service"
import { hasExpired, isCurrentGeneration, SESSION_GENERATION_KEY, type SessionClaims, signInOf, tokenExpiry } from "@leafline/session-tokens"

/**
 * Where a session ends (see packages/session-tokens/src/session-token.ts): a sign-out ends its sign-in, with every token
 * refreshed from it and every cookie session made from them; a new password (a change or a reset) starts
 * a new generation of the identity's sessions, which ends all the others.
 */

/** Whether a session (a token's claims with the token, or a cookie session's auth context) was ended by its owner, or its time is up. */
export async function sessionHasEnded(container: MedusaContainer, claims: SessionClaims, token?: string): Promise<boolean> {
  if (!claims.auth_identity_id) return false
  if (hasExpired(claims, Date.now())) return true
  const signIn = signInOf(claims, token)
  const [signedOut, identity] = await Promise.all([
    signIn ? container.resolve<SessionsModuleService>(SESSIONS_MODULE).hasEnded(signIn) : false,
    container
      .resolve(Modules.AUTH)
      .retrieveAuthIdentity(claims.auth_identity_id, { select: ["id", "app_metadata"] })
      .catch((error: unknown) => {
        // An identity that is gone has no sessions left.
        if (error instanceof MedusaError && error.type === MedusaError.Types.NOT_FOUND) return null
        throw error
      }),
  ])
  return signedOut || !identity || !isCurrentGeneration(claims, identity.app_metadata)
}

/**
 * Sign-out: the session's sign-in is refused from now on, by every process of the back end, in every token
 * and cookie session that comes from it. Nothing that comes from it outlives the sign-in's own expiry.
 */
export async function endSignIn(container: MedusaContainer, signIn: string, claims: SessionClaims): Promise<void> {
  await container.resolve<SessionsModuleService>(SESSIONS_MODULE).endSession(signIn, tokenExpiry(claims, Date.now()))
}

/** After a new password: every session of the identity issued until now is refused. */
export async function endEverySession(container: MedusaContainer, authIdentityId: string): Promise<void> {
  const auth = container.resolve(Modules.AUTH)
  const identity = await auth.retrieveAuthIdentity(authIdentityId, { select: ["id", "app_metadata"] })
  await auth.updateAuthIdentities({
    id: identity.id,
    app_metadata: { ...identity.app_metadata, [SESSION_GENERATION_KEY]: crypto.randomUUID() },
  })
}
