import { vi } from "vitest"

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text
}

/**
 * What `read` answers once `done` holds for it, asking every `interval` ms for up to `timeout` ms (vitest's
 * `vi.waitFor`): for what the back end does after answering (a subscriber, the search index, a restart). When
 * `done` never holds it fails, naming `what` (the condition's source unless given) and the last answer; a
 * `read` that throws is asked again, and its last error is the failure.
 */
export function eventually<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeout = 3_000, interval = 100, what = String(done) }: { timeout?: number; interval?: number; what?: string } = {},
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read()
      if (!done(value)) throw new Error(`Not within ${timeout / 1000} s: ${what} (the last answer: ${shown(value)})`)
      return value
    },
    { timeout, interval },
  )
}
