/** The rules a new password must meet, written once: the back end enforces them, the storefront shows them. */
export const PASSWORD_MIN_LENGTH = 8
/** Enough for any passphrase or manager-made password; more would only make hashing it a chore for the server. */
export const PASSWORD_MAX_LENGTH = 128

/** The rules in a line, shown beside a new password's field before anything is typed. */
export const PASSWORD_RULES_TEXT = `At least ${PASSWORD_MIN_LENGTH} characters.`

/**
 * The rules a new password breaks, each a sentence to show the person choosing it (the back end's 400
 * message, the storefront's hint); none when it is acceptable. Characters are counted as a person counts
 * them (an emoji is one), not as UTF-16 units.
 */
export function unmetPasswordRules(password: unknown): string[] {
  if (password === undefined || password === null || password === "") return ["A password is required."]
  if (typeof password !== "string") return ["The password must be text."]
  const length = [...password].length
  const unmet: string[] = []
  if (length < PASSWORD_MIN_LENGTH) unmet.push(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  if (length > PASSWORD_MAX_LENGTH) unmet.push(`The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`)
  return unmet
}
