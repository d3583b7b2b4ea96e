import crypto from "node:crypto"

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest()

/**
 * Whether two texts are the same, in a time that tells nothing of how much of them matched or how long
 * either is: their digests, of one length, compared by Node's timingSafeEqual. For a secret a caller sends
 * and for an email a stranger guesses.
 */
export function sameInConstantTime(given: string, expected: string): boolean {
  return crypto.timingSafeEqual(sha256(given), sha256(expected))
}
