import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * Ends the cookie session, as DELETE /auth/session does: the session is destroyed, so its cookie is no
 * session any more, and the browser is told to drop it. (A bearer token sent with the call is ended before,
 * by lib/auth/end-this-session.ts.)
 */
export async function endCookieSession(req: MedusaRequest, res: { clearCookie(name: string, options?: object): unknown }) {
  const { sessionOptions, cookieOptions } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  const session = (req as { session?: { destroy(callback: (error?: unknown) => void): void } }).session
  try {
    if (session) await new Promise<void>((resolve, reject) => session.destroy((error) => (error ? reject(error) : resolve())))
  } finally {
    res.clearCookie(sessionOptions?.name ?? "connect.sid", cookieOptions)
  }
}
