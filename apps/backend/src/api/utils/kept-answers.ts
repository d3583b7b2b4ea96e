import crypto from "node:crypto"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerCache, currentVersion } from "../../lib/cache/answer-versions"
import { holdAnswer } from "./hold-answer"

/** What, besides the route, could change an answer: the query as sent and the language asked for. */
const askedOf = (req: MedusaRequest, extra: string[]) =>
  [req.originalUrl, req.get("x-medusa-locale") ?? "", req.get("accept-language") ?? "", ...extra].join("\n")

/**
 * Answers with what was kept for the same request under the current version of `versionKey`
 * (lib/cache/answer-versions.ts), or lets the route answer and keeps its answer (200s only) for
 * `ttlSeconds`. `extra` names what else tells answers apart (the publishable key, for a route whose answer
 * depends on its sales channels).
 */
export async function answerKept(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
  { versionKey, ttlSeconds, extra = [] }: { versionKey: string; ttlSeconds: number; extra?: string[] },
) {
  const cache = answerCache(req.scope)
  const version = await currentVersion(cache, versionKey)
  const key = `kept-answer:${versionKey}:${version}:${crypto.createHash("sha256").update(askedOf(req, extra)).digest("hex")}`
  const kept = await cache.get<string>(key)
  if (kept) {
    res.status(200).json(JSON.parse(kept))
    return
  }
  const answer = await holdAnswer(res, next)
  if (!answer) return
  if (answer.status === 200) await cache.set(key, JSON.stringify(answer.body), ttlSeconds)
  answer.send()
}
