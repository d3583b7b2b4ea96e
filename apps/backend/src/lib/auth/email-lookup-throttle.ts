import { digest } from "../cache/digest"
import { waitInWords } from "../http/failure-throttle"
import { accountEmail } from "@leafline/shop-contract"

/**
 * v1's GET /store/auth/:email tells whether an email has an account, so it is slowed down on the shop's
 * throttle policy (lib/http/failure-throttle.ts) lest it be run through a list of addresses: lookups are
 * counted per client, each email once (asking again about the same email learns nothing new), so one
 * client's first five emails are answered at once and each further one waits, twice as long each time.
 * Per client only, never per email: a client looking up someone's email, however often, never slows down
 * anyone else's lookups, that person's own included.
 */

/** The key of a client's lookups. Hashed: the counts hold no addresses. */
export function emailLookupKey(client: string): string {
  return `v1-email-lookups:${digest(client)}`
}

/** What a lookup is counted as (the same however the email is typed), or null when it names no email. */
export function emailLookupName(email: unknown): string | null {
  const account = accountEmail(email)
  return account ? digest(account) : null
}

export function tooManyEmailLookupsMessage(seconds: number): string {
  return `Too many account lookups from this client. Try again in ${waitInWords(seconds)}.`
}
