import "server-only"
import { resetTokenEmail, tokenCustomerId } from "@lib/util/jwt-claims"
import { type BackendAnswer, backendCall } from "@lib/backend/server"

/** A token to start the session with, or the answer to give the shopper. */
export type AuthOutcome = { token: string } | AuthRefusal
export type AuthRefusal = { status: number; message: string; retryAfter?: string }

export const AUTH_MESSAGES = {
  wrongCredentials: "The email or password is not right. Check them, or reset your password.",
  unfinishedAccount: "Creating this account did not finish. Register again with the same email and password.",
  alreadyRegistered:
    "An account with this email already exists. Sign in with it, or reset the password if you have forgotten it.",
  expiredResetLink: "This link has expired or has been used already. Ask for a new one.",
  resetLinkOfAnotherEmail: "This link was sent for another email address. Open it from the email it came in, or ask for a new one.",
  unavailable: "The shop cannot answer right now. Try again in a moment.",
  sessionEnded: "Your session has ended. Sign in again.",
} as const

const unavailable: AuthRefusal = { status: 502, message: AUTH_MESSAGES.unavailable }

/** The back end's own 4xx message for what the shopper sent (a password rule, a bad email), kept as it is. */
function refusedInput(answer: BackendAnswer): AuthRefusal | null {
  if (answer.status !== 400) return null
  return { status: 400, message: String(answer.body?.message ?? "Check what you entered.") }
}

function throttled(answer: BackendAnswer): AuthRefusal {
  return { status: 429, message: String(answer.body?.message), retryAfter: answer.headers.get("retry-after") ?? undefined }
}

/** Signs in with email and password: a wrong password and an unknown email get the same answer. */
export async function signIn(email: string, password: string): Promise<AuthOutcome> {
  const answer = await backendCall<{ token?: string; message?: string }>("/auth/customer/emailpass", { method: "POST", body: { email, password } })
  const token = answer.body?.token
  if (answer.status === 200 && typeof token === "string") {
    return tokenCustomerId(token) ? { token } : { status: 401, message: AUTH_MESSAGES.unfinishedAccount }
  }
  if (answer.status === 429) return throttled(answer)
  if (answer.status === 401) return { status: 401, message: AUTH_MESSAGES.wrongCredentials }
  return refusedInput(answer) ?? unavailable
}

export type Registration = { email: string; password: string; first_name: string; last_name: string; phone?: string }

/**
 * Creates the sign-in identity, then the customer, then signs in. An identity left without a customer (a
 * registration cut off half-way) is finished when the same email and password register again.
 */
export async function register(registration: Registration): Promise<AuthOutcome> {
  const { email, password, ...profile } = registration
  const identity = await registrationToken(email, password)
  if ("status" in identity) return identity

  const created = await backendCall("/store/customers", {
    method: "POST",
    token: identity.token,
    body: { email, ...profile },
  })
  // Two registrations racing: the other one created the customer.
  if (created.status >= 400 && created.status < 500 && /already/i.test(String(created.body?.message))) {
    return { status: 409, message: AUTH_MESSAGES.alreadyRegistered }
  }
  if (created.status !== 200) return refusedInput(created) ?? unavailable
  return signIn(email, password)
}

async function registrationToken(email: string, password: string): Promise<AuthOutcome> {
  const registered = await backendCall<{ token?: string; message?: string }>("/auth/customer/emailpass/register", {
    method: "POST",
    body: { email, password },
  })
  if (registered.status === 200 && typeof registered.body?.token === "string") return { token: registered.body.token }
  if (registered.status !== 401) return refusedInput(registered) ?? unavailable

  // The identity exists: finish it if it has no customer and the password is its own, else it is taken.
  const signedIn = await backendCall<{ token?: string; message?: string }>("/auth/customer/emailpass", { method: "POST", body: { email, password } })
  const token = signedIn.body?.token
  if (signedIn.status === 200 && typeof token === "string" && !tokenCustomerId(token)) return { token }
  return { status: 409, message: AUTH_MESSAGES.alreadyRegistered }
}

/** Asks the back end to send a reset link. The answer never says whether the email has an account. */
export async function requestPasswordReset(email: string): Promise<AuthRefusal | null> {
  const answer = await backendCall<{ message?: string }>("/auth/customer/emailpass/reset-password", { method: "POST", body: { identifier: email } })
  if (answer.status >= 200 && answer.status < 300) return null
  if (answer.status === 429) return throttled(answer)
  return refusedInput(answer) ?? unavailable
}

/** Ends the session's token at the back end, so that it is refused even where a copy of it was kept. */
export async function signOut(token: string): Promise<void> {
  await backendCall("/auth/session", { method: "DELETE", token })
}

/**
 * A signed-in customer's new password. The back end ends every session of the account with the old
 * one, this one too, so the customer is signed in again with the new password.
 */
export async function changePassword(
  token: string,
  change: { current_password: string; new_password: string },
): Promise<AuthOutcome> {
  const me = await backendCall<{ customer?: { email?: string } }>("/store/customers/me?fields=email", { token })
  const email = me.body?.customer?.email
  if (me.status === 401 || !email) return { status: 401, message: AUTH_MESSAGES.sessionEnded }
  const changed = await backendCall("/store/customers/me/password", { method: "POST", token, body: change })
  if (changed.status === 429) return throttled(changed)
  if (changed.status !== 200) return refusedInput(changed) ?? unavailable
  return signIn(email, change.new_password)
}

/**
 * Sets a new password with the token from a reset link, then signs in with it. A link sent for another
 * email than the one given is refused before anything is set; once the password is set, a sign-in that
 * fails says the password was set all the same.
 */
export async function setNewPassword(email: string, resetToken: string, password: string): Promise<AuthOutcome> {
  const linkEmail = resetTokenEmail(resetToken)
  if (!linkEmail) return { status: 400, message: AUTH_MESSAGES.expiredResetLink }
  if (linkEmail.trim().toLowerCase() !== email.trim().toLowerCase()) return { status: 400, message: AUTH_MESSAGES.resetLinkOfAnotherEmail }
  const answer = await backendCall("/auth/customer/emailpass/update", { method: "POST", token: resetToken, body: { password } })
  if (answer.status === 401) return { status: 400, message: AUTH_MESSAGES.expiredResetLink }
  if (answer.status !== 200) return refusedInput(answer) ?? refusedAsBusy(answer) ?? unavailable
  const signedIn = await signIn(linkEmail, password)
  if (!("status" in signedIn)) return signedIn
  return { ...signedIn, message: `Your new password is set, but signing in with it failed: ${signedIn.message}` }
}

/** The back end's 409 for a reset link another request is using at that moment, kept as it is. */
function refusedAsBusy(answer: BackendAnswer): AuthRefusal | null {
  return answer.status === 409 ? { status: 409, message: String(answer.body?.message ?? AUTH_MESSAGES.unavailable) } : null
}
