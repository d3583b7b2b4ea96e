import type { MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"

/** How long a request whose caller went away may still run before what it holds is let go. */
const ABANDONED_WAIT_MS = 60_000

/**
 * Lets the request run on, and resolves with its JSON answer (if it had one) once the route has
 * answered. That is when it ends the response, not when the socket closes: a caller that gave up
 * (and retries) must not let the retry run while the first is still running. For middlewares that
 * hold a lock for the whole of a request.
 */
export function runToAnswer(res: MedusaResponse, next: MedusaNextFunction): Promise<{ status: number; body: string } | null> {
  let body: string | undefined
  const json = res.json.bind(res)
  res.json = (value: unknown) => {
    body = JSON.stringify(value)
    return json(value)
  }
  return new Promise((resolve) => {
    let done = false
    const answered = () => {
      done = true
      resolve(body === undefined ? null : { status: res.statusCode, body })
    }
    const end = res.end.bind(res) as (...args: unknown[]) => MedusaResponse
    res.end = ((...args: unknown[]) => {
      const ended = end(...args)
      answered()
      return ended
    }) as MedusaResponse["end"]
    // A route that never answers would hold the key for good: after the socket closes, give up waiting.
    res.once("close", () => {
      if (!done) setTimeout(answered, ABANDONED_WAIT_MS).unref()
    })
    next()
  })
}
