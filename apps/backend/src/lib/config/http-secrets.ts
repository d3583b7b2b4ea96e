/** The variables the back end signs its tokens (JWT_SECRET) and cookies (COOKIE_SECRET) with. */
const SECRETS = { jwtSecret: "JWT_SECRET", cookieSecret: "COOKIE_SECRET" } as const

/** Known to anyone who reads this code: fit only for a back end on a developer's machine. */
const DEVELOPMENT_FALLBACKS = { jwtSecret: "dev-only-jwt-secret", cookieSecret: "dev-only-cookie-secret" }

/**
 * The back end's secrets, from the environment. In production (NODE_ENV=production, which `medusa
 * start` assumes when NODE_ENV is unset) a missing one is an error naming it: signed with a known
 * secret, anyone could forge a session. Elsewhere a missing one falls back to a development value, so
 * `medusa` commands run by hand without scripts/start.mjs (which generates both).
 */
export function httpSecrets(env: Record<string, string | undefined>): { jwtSecret: string; cookieSecret: string } {
  // As Medusa counts it (its isProduction).
  const production = env.NODE_ENV === "production" || env.NODE_ENV === "prod"
  const missing = Object.values(SECRETS).filter((name) => !env[name])
  if (production && missing.length) {
    throw new Error(
      `${missing.join(" and ")} must be set in production (NODE_ENV=production): the back end signs sessions with ` +
        `${missing.length > 1 ? "them" : "it"}. Use a long random value, e.g. \`openssl rand -hex 32\`.`,
    )
  }
  return {
    jwtSecret: env[SECRETS.jwtSecret] || DEVELOPMENT_FALLBACKS.jwtSecret,
    cookieSecret: env[SECRETS.cookieSecret] || DEVELOPMENT_FALLBACKS.cookieSecret,
  }
}
