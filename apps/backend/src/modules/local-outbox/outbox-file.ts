import crypto from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"

/** One message as a developer (or a test) reads it from the outbox folder. */
export interface OutboxMessage {
  id: string
  to: string
  channel: string
  template: string
  subject: string | null
  text: string | null
  /** The HTML body, also written beside the JSON as `<id>.html` to open in a browser. */
  html: string | null
  data: Record<string, unknown>
  created_at: string
}

/**
 * A name that sorts by time and never collides: `2025-01-31T09-15-02.123Z-9f3a1c2e`. The colons of the ISO
 * time become dashes so the folder can be copied to any file system.
 */
export function outboxMessageId(now: Date): string {
  return `${now.toISOString().replace(/:/g, "-")}-${crypto.randomBytes(4).toString("hex")}`
}

/**
 * Writes `<id>.json` under a dot-name first and renames it into place: a rename within one folder is
 * atomic, so a reader listing `*.json` sees a whole message or none. The HTML body's file is written
 * before it, so it is there once the JSON is.
 */
export async function writeOutboxMessage(dir: string, message: OutboxMessage): Promise<string> {
  await fs.mkdir(dir, { recursive: true })
  if (message.html) await fs.writeFile(path.join(dir, `${message.id}.html`), message.html)
  const file = path.join(dir, `${message.id}.json`)
  const partial = path.join(dir, `.${message.id}.json.partial`)
  await fs.writeFile(partial, `${JSON.stringify(message, null, 2)}\n`)
  await fs.rename(partial, file)
  return file
}
