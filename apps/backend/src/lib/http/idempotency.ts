import { digest } from "../cache/digest"

/**
 * Idempotency keys on store POSTs (see lib/http/honour-idempotency-key.ts): a retried request whose first
 * answer is known gets that answer again instead of running twice. This is the pure part: reading
 * the key, whose answer a key may replay, and whether a request is the one the key was first used for.
 */

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key"
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255
/** How long an answer is kept for its key. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60

export type KeyReading = { key: string } | { error: string } | null

/** The request's key; null when it sent none, or why the one it sent cannot be used. */
export function readIdempotencyKey(header: string | string[] | undefined): KeyReading {
  if (header === undefined) return null
  if (Array.isArray(header)) return { error: "Send one Idempotency-Key header, not several" }
  const key = header.trim()
  if (!key) return { error: "The Idempotency-Key header is empty: send a unique value per request, e.g. a UUID" }
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    return { error: `The Idempotency-Key header is ${key.length} characters long; at most ${MAX_IDEMPOTENCY_KEY_LENGTH} are allowed` }
  }
  return { key }
}

/** Who is calling: the storefront's publishable key and the signed-in actor or, failing one, the credentials sent. */
export type Caller = { publishableKey?: string | null; actor?: string | null; authorization?: string | null }

/**
 * The name a key's answer is kept and locked under: the same key sent to another route, with another
 * publishable key or by another caller names something else, so no one can replay someone else's answer.
 */
export function idempotencyScope({ method, path, key, caller }: { method: string; path: string; key: string; caller: Caller }): string {
  const who = caller.actor ? `actor:${caller.actor}` : caller.authorization ? `credentials:${digest(caller.authorization)}` : "guest"
  return `idempotency:${digest(JSON.stringify([method.toUpperCase(), path, caller.publishableKey ?? "", who, key]))}`
}

/** JSON with every object's keys in order, so that the same content always reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`
  if (value && typeof value === "object") {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
    return `{${entries.join(",")}}`
  }
  return JSON.stringify(value ?? null)
}

/** What makes two requests under one key the same request: their body and query, whatever their keys' order. */
export function requestFingerprint(body: unknown, query: unknown): string {
  return digest(canonicalJson({ body: body ?? null, query: query ?? null }))
}

/**
 * Whether an answer is kept for its key. Successes and refusals are; a server error is not, so a retry
 * runs again. Nor are 409 and 429: they say "not now" (another request held the cart, too many
 * requests), and the storefront retries them with the same key.
 */
export function isKeptAnswer(status: number): boolean {
  return (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 409 && status !== 429)
}

/** An answer as kept for its key. */
export type KeptAnswer = { fingerprint: string; status: number; body: string }
