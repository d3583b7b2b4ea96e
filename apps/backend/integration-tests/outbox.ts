import fs from "node:fs"
import path from "node:path"
import type { OutboxMessage } from "../src/modules/local-outbox/outbox-file"
import { eventually } from "./eventually"
import { stack } from "./stack"

export type { OutboxMessage }

const outboxDir = () => path.join(stack().dataDir, "outbox")

/** The messages sent to `to` with `template`, oldest first (file names sort by time). */
export function messagesTo(to: string, template: string): OutboxMessage[] {
  if (!fs.existsSync(outboxDir())) return []
  // Files still being written have a dot-name and are skipped.
  const names = fs
    .readdirSync(outboxDir())
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
  return names
    .map((name) => JSON.parse(fs.readFileSync(path.join(outboxDir(), name), "utf8")) as OutboxMessage)
    .filter((message) => message.to === to && message.template === template)
}

/** The newest message to `to` with `template`, waiting for it to arrive (the back end sends it from a subscriber). */
export async function waitForMessage(to: string, template: string, timeoutMs = 10_000): Promise<OutboxMessage> {
  const what = `a "${template}" message to ${to} in ${outboxDir()}`
  const found = await eventually(() => messagesTo(to, template), (messages) => messages.length > 0, { timeout: timeoutMs, what })
  return found[found.length - 1]
}
