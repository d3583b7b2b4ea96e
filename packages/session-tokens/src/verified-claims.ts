import { getAuthContextFromJwtToken } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { SessionClaims } from "./session-token"

/** The claims of a token Medusa signed (expired or forged ones are null), as Medusa's `authenticate` reads them. */
export function verifiedSessionClaims(container: MedusaContainer, token: string): SessionClaims | null {
  const { http } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  return getAuthContextFromJwtToken(
    `Bearer ${token}`,
    http.jwtSecret!,
    ["bearer"],
    ["*"],
    http.jwtPublicKey,
    http.jwtVerifyOptions ?? http.jwtOptions,
  ) as SessionClaims | null
}
