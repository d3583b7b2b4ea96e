import { Text } from "@react-email/components"
import { EmailLayout, FullLink } from "./email-layout"
import { formatOrderDate } from "@leafline/shop-contract"
import { withoutSlash } from "./order-link"
import { type EmailMessage, renderEmail } from "./render-email"

export const PASSWORD_CHANGED_TEMPLATE = "password-changed"

export interface PasswordChangedView {
  email: string
  date: string
  time: string
  /** Where to ask for a reset link, for an owner who did not change it. */
  resetLink: string
}

export function passwordChangedView(email: string, changedAt: string | Date, storefrontUrl: string): PasswordChangedView {
  const at = new Date(changedAt)
  return {
    email,
    date: formatOrderDate(at),
    time: Number.isNaN(at.getTime()) ? "" : at.toISOString().slice(11, 16),
    resetLink: `${withoutSlash(storefrontUrl)}/account/login?view=reset`,
  }
}

export function PasswordChangedEmail({ view }: { view: PasswordChangedView }) {
  return (
    <EmailLayout preview="Your Leafline password was changed." heading="Your password was changed">
      <Text>
        The password of your Leafline account ({view.email}) was changed on {view.date} at {view.time} UTC. Every other session of
        the account has been signed out.
      </Text>
      <Text>If it was not you, ask for a reset link at once and choose a new password:</Text>
      <FullLink href={view.resetLink} />
    </EmailLayout>
  )
}

export async function passwordChangedEmail(email: string, changedAt: string | Date, storefrontUrl: string): Promise<EmailMessage> {
  const view = passwordChangedView(email, changedAt, storefrontUrl)
  return {
    subject: "Your Leafline password was changed",
    ...(await renderEmail(<PasswordChangedEmail view={view} />)),
    link: view.resetLink,
  }
}
