import crypto from "node:crypto"

/**
 * The sha256 of a text, in hex: how a cache, lock or idempotency key names what it is about (an email, a
 * client's address, a code, a token, a request) without holding it, in a length of its own.
 */
export const digest = (text: string): string => crypto.createHash("sha256").update(text).digest("hex")
