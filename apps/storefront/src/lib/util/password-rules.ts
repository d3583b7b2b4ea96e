/** The rules a new password must meet, shown beside the field; the back end enforces them (src/lib/auth/password-rules.ts). */
export const PASSWORD_RULES = {
  minLength: 8,
  maxLength: 128,
} as const

export const PASSWORD_RULES_TEXT = `At least ${PASSWORD_RULES.minLength} characters.`

/** What a password still lacks, in words to show beside the field (empty when it is acceptable). */
export function unmetPasswordRules(password: string): string[] {
  // Characters as a person counts them (an emoji is one), as the back end counts them.
  const length = [...password].length
  const unmet: string[] = []
  if (length < PASSWORD_RULES.minLength) unmet.push(`At least ${PASSWORD_RULES.minLength} characters`)
  if (length > PASSWORD_RULES.maxLength) unmet.push(`At most ${PASSWORD_RULES.maxLength} characters`)
  return unmet
}
