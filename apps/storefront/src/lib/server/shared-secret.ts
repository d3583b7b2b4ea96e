import { createHash, timingSafeEqual } from "node:crypto"

const digest = (value: string) => createHash("sha256").update(value).digest()

/** Whether `given` is the secret, compared in constant time; never with no secret set. */
export function matchesSecret(given: string | null | undefined, secret: string | undefined): boolean {
  return !!given && !!secret && timingSafeEqual(digest(given), digest(secret))
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(headers: Headers): string | undefined {
  return headers.get("authorization")?.match(/^Bearer (.+)$/)?.[1]
}
