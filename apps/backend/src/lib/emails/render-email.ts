import { render } from "@react-email/components"
import type { ReactElement } from "react"

/** What a subscriber hands to the Notification Module. */
export interface EmailMessage {
  subject: string
  text: string
  html: string
  /** The page the email sends its reader to, if any (kept in the notification's data). */
  link?: string
}

/** The HTML body and react-email's plain-text rendering of the same element. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { html, text }
}
