import { withoutSlash } from "../emails/order-link"

/** Where each kind of account sets its new password. */
export interface ResetPages {
  /** The storefront's address, e.g. http://localhost:8000. */
  storefrontUrl: string
  /** The back office's address, e.g. http://localhost:9000/app. */
  backOfficeUrl: string
}

export interface PasswordResetRequest {
  /** Medusa's actor type: "customer" (a shopper) or "user" (back-office staff). */
  actorType: string
  email: string
  token: string
}

export interface PasswordResetMessage {
  url: string
  subject: string
  text: string
  html: string
}

export const PASSWORD_RESET_TEMPLATE = "password-reset"

/** Medusa's reset tokens expire after this long (core-flows' generate-reset-password-token). */
const LIFETIME_MINUTES = 15

const ACCOUNTS = new Map<string, { page: (pages: ResetPages) => string; account: string }>([
  ["customer", { page: (pages) => `${withoutSlash(pages.storefrontUrl)}/account/reset-password`, account: "your Leafline account" }],
  // Medusa's dashboard has its own page: /reset-password?token= (it reads the email from the token).
  ["user", { page: (pages) => `${withoutSlash(pages.backOfficeUrl)}/reset-password`, account: "your Leafline back-office account" }],
])

/** The reset email for one request, or null for an actor type that has no page to set a password on. */
export function passwordResetMessage(request: PasswordResetRequest, pages: ResetPages): PasswordResetMessage | null {
  const account = ACCOUNTS.get(request.actorType)
  if (!account) return null
  const query = new URLSearchParams({ token: request.token, email: request.email })
  const url = `${account.page(pages)}?${query}`
  const intro = `Someone asked to reset the password of ${account.account}.`
  const action = `Open this link within ${LIFETIME_MINUTES} minutes to choose a new one:`
  const outro = "If it was not you, ignore this message: your password stays as it is."
  return {
    url,
    subject: "Reset your Leafline password",
    text: `${intro}\n\n${action}\n${url}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p>${escapeHtml(action)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` +
      `<p>${escapeHtml(outro)}</p>`,
  }
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
}
