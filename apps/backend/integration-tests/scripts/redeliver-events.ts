import fs from "node:fs"
import path from "node:path"
import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { ExecArgs } from "@medusajs/framework/types"

type Subscriber = { default: (args: SubscriberArgs<unknown>) => Promise<void>; config?: SubscriberConfig }

const SUBSCRIBERS = path.resolve(__dirname, "../../src/subscribers")

/**
 * A test's `medusa exec` script, never part of the app: hands events to the app's subscribers once more,
 * as Medusa's event bus does when it delivers an event a second time (a retry, a Redis redelivery). It
 * runs in its own process on the stack's database and outbox. args[0]: a JSON array of { name, data }.
 */
export default async function redeliverEvents({ container, args }: ExecArgs) {
  const events = JSON.parse(args[0]) as { name: string; data: unknown }[]
  const subscribers: Subscriber[] = []
  for (const file of fs.readdirSync(SUBSCRIBERS).filter((name) => /\.ts$/.test(name) && !name.endsWith(".test.ts"))) {
    // require: medusa exec compiles TypeScript through require's hook, which import() does not go through.
    subscribers.push(require(path.join(SUBSCRIBERS, file)))
  }
  for (const event of events) {
    const handlers = subscribers.filter(({ config }) => [config?.event].flat().includes(event.name))
    if (!handlers.length) throw new Error(`No subscriber of ${event.name}`)
    for (const handler of handlers) {
      await handler.default({ event: { name: event.name, data: event.data }, container, pluginOptions: {} } as SubscriberArgs<unknown>)
    }
  }
}
