import type { MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"
import { holdAnswer } from "./hold-answer"

/**
 * Lets the request run on, and resolves with its JSON answer (if it had one) once the route has
 * answered and the answer has been sent: not when the socket closes, since a caller that gave up (and
 * retries) must not let the retry run while the first is still running. For middlewares that hold a
 * lock for the whole of a request; holdAnswer is the same with a look at the answer before it goes.
 */
export async function runToAnswer(res: MedusaResponse, next: MedusaNextFunction): Promise<{ status: number; body: string } | null> {
  const answer = await holdAnswer(res, next)
  if (!answer) return null
  answer.send()
  return { status: answer.status, body: JSON.stringify(answer.body) }
}
