import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { LRUCache } from "lru-cache"
import { currentVersion } from "./answer-versions"
import { evictableCache } from "./evictable-cache"
import { digest } from "./digest"
import { holdAnswer } from "../http/hold-answer"

/**
 * The answers themselves stay in this process, in a bounded cache: a client can ask for as many different
 * queries as it likes, and each kept answer takes memory, so the least recently read go first once the
 * budget is used (which costs the shoppers whose answers went a fresh answer, nothing more). Only their
 * versions are shared (the evictable cache, in the cache's Redis), so a change seen by one process is seen
 * by all.
 */
const KEPT_BYTES = 64 * 2 ** 20
const LARGEST_KEPT_BYTES = 2 ** 20
const kept = new LRUCache<string, string>({ maxSize: KEPT_BYTES, maxEntrySize: LARGEST_KEPT_BYTES, sizeCalculation: (json) => json.length })

/** What, besides the route, could change an answer: the query as sent and the language asked for. */
const askedOf = (req: MedusaRequest, extra: string[]) =>
  [req.originalUrl, req.get("x-medusa-locale") ?? "", req.get("accept-language") ?? "", ...extra].join("\n")

/**
 * Answers with what was kept for the same request under the current versions of `versionKeys`
 * (lib/cache/answer-versions.ts: what renews any of them forgets the answer, in every process), or lets
 * the route answer and keeps its answer (200s only) for `ttlSeconds`. `extra` names what else tells
 * answers apart (the publishable key, for a route whose answer depends on its sales channels).
 */
export async function answerKept(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
  { versionKeys, ttlSeconds, extra = [] }: { versionKeys: string[]; ttlSeconds: number; extra?: string[] },
) {
  const cache = evictableCache(req.scope)
  const versions = await Promise.all(versionKeys.map((versionKey) => currentVersion(cache, versionKey)))
  const under = versionKeys.map((versionKey, i) => `${versionKey}:${versions[i]}`).join(":")
  const key = `${under}:${digest(askedOf(req, extra))}`
  const answer = kept.get(key)
  if (answer) {
    res.status(200).json(JSON.parse(answer))
    return
  }
  const held = await holdAnswer(res, next)
  if (!held) return
  if (held.status === 200) kept.set(key, JSON.stringify(held.body), { ttl: ttlSeconds * 1000 })
  held.send()
}
