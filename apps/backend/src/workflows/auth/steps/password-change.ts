/** A new password's identity and the email it signs in with: what the password workflows take, never the password. */
export interface PasswordChange {
  authIdentityId: string
  email: string
}
