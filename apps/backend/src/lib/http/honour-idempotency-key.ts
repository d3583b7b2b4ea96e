import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_TTL_SECONDS,
  type KeptAnswer,
  idempotencyScope,
  isKeptAnswer,
  readIdempotencyKey,
  requestFingerprint,
} from "./idempotency"
import { answerUnderLock } from "../locking/answer-under-lock"
import { runToAnswer } from "./run-to-answer"

/** How long a request waits for another one with its key to be answered (a cart completion takes seconds). */
const WAIT_SECONDS = 30

type Request = MedusaRequest & { auth_context?: { actor_id?: string; actor_type?: string } }

const parseKept = (value: unknown): KeptAnswer | null => {
  if (typeof value !== "string") return null
  try {
    return JSON.parse(value) as KeptAnswer
  } catch {
    return null
  }
}

function replay(res: MedusaResponse, kept: KeptAnswer) {
  res.status(kept.status).set({ "content-type": "application/json; charset=utf-8", "idempotent-replayed": "true" }).send(kept.body)
}

/**
 * Honours an `Idempotency-Key` on store POSTs: requests with one key take turns, and once one has its
 * answer (a success or a refusal, see isKeptAnswer), the others with that key get the same status and
 * body, marked `Idempotent-Replayed: true`, without running again. The same key with another body is
 * a 422. Answers are kept in Medusa's cache module (Redis when REDIS_URL is set) for 24 hours.
 */
export async function honourIdempotencyKey(req: Request, res: MedusaResponse, next: MedusaNextFunction) {
  if (req.method !== "POST") return next()
  const reading = readIdempotencyKey(req.headers[IDEMPOTENCY_KEY_HEADER])
  if (!reading) return next()
  if ("error" in reading) throw new MedusaError(MedusaError.Types.INVALID_DATA, reading.error)

  const scope = idempotencyScope({
    method: req.method,
    path: `${req.baseUrl}${req.path}`,
    key: reading.key,
    caller: {
      publishableKey: req.get("x-publishable-api-key"),
      actor: req.auth_context?.actor_id ? `${req.auth_context.actor_type}:${req.auth_context.actor_id}` : null,
      authorization: req.get("authorization"),
    },
  })
  const fingerprint = requestFingerprint(req.body, req.query)
  const cache = req.scope.resolve(Modules.CACHE)
  const onBusy = () => {
    throw new MedusaError(MedusaError.Types.CONFLICT, "A request with this Idempotency-Key is still being answered")
  }
  await answerUnderLock(req, res, { key: scope, waitSeconds: WAIT_SECONDS, onBusy, bookkeeping: "Keeping an Idempotency-Key answer" }, async () => {
    const kept = parseKept(await cache.get(scope))
    if (kept && kept.fingerprint !== fingerprint) {
      throw new MedusaError(
        MedusaError.Types.DUPLICATE_ERROR,
        "This Idempotency-Key was already used for a request with another body: send a new key for a new request",
      )
    }
    if (kept) return replay(res, kept)
    const answer = await runToAnswer(res, next)
    if (answer && isKeptAnswer(answer.status)) {
      const record: KeptAnswer = { fingerprint, ...answer }
      await cache.set(scope, JSON.stringify(record), IDEMPOTENCY_TTL_SECONDS)
    }
  })
}
