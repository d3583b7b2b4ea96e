import { MAX_TAGS_PER_REVALIDATION } from "@leafline/shop-contract"

const MAX_TAG_LENGTH = 256

/** The tags of a revalidation call's body (`{ "tags": [...] }`, de-duplicated), or what is wrong with it. */
export function readRevalidationTags(body: unknown): { tags: string[] } | { error: string } {
  const tags = (body as { tags?: unknown } | null)?.tags
  if (!Array.isArray(tags) || tags.length === 0) return { error: "Send { \"tags\": [...] } with at least one tag." }
  if (tags.length > MAX_TAGS_PER_REVALIDATION) return { error: `Send at most ${MAX_TAGS_PER_REVALIDATION} tags per call.` }
  const bad = tags.findIndex((tag) => typeof tag !== "string" || tag.length === 0 || tag.length > MAX_TAG_LENGTH)
  if (bad >= 0) return { error: `tags[${bad}] must be a string of 1 to ${MAX_TAG_LENGTH} characters.` }
  return { tags: [...new Set(tags as string[])] }
}
