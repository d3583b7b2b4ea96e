import { digest } from "../cache/digest"
import { waitInWords } from "../http/failure-throttle"
import { accountEmail } from "@leafline/shop-contract"

/**
 * Requests for a password-reset link are slowed down on the shop's throttle policy
 * (lib/http/failure-throttle.ts), as failed sign-ins are: every request counts, per actor type, email and
 * client, so the first five for an email from one client are mailed at once and each further one waits,
 * twice as long each time. Per client as well as per email: an attacker sending requests for someone's
 * email from elsewhere never slows that person's own request down. The answer is the same whether the email
 * has an account or not, throttled or not.
 */

/** The key of a request's count, or null when it names no email. Hashed: the counts hold no addresses. */
export function resetRequestKey(actorType: string, identifier: unknown, client: string): string | null {
  const email = accountEmail(identifier)
  if (!email) return null
  return `reset-requests:${digest(actorType.toLowerCase()).slice(0, 16)}:${digest(email)}:${digest(client)}`
}

export function tooManyResetRequestsMessage(seconds: number): string {
  return `Too many password-reset requests for this email. Try again in ${waitInWords(seconds)}.`
}
