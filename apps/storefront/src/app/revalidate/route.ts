import { revalidateTag } from "next/cache"
import { NextResponse } from "next/server"
import { bearerToken, matchesSecret } from "@lib/server/shared-secret"
import { readRevalidationTags } from "@lib/util/revalidation-request"

/**
 * The back end's "these changed" call: `Authorization: Bearer <STOREFRONT_REVALIDATE_SECRET>` and
 * `{ "tags": [...] }` (see CACHE_TAGS in @leafline/shop-contract). Each tag's cached fetches and the pages
 * built on them are rendered afresh on their next request, once.
 */
export async function POST(request: Request) {
  const secret = process.env.STOREFRONT_REVALIDATE_SECRET
  if (!secret) {
    return NextResponse.json({ message: "This storefront has no revalidation secret (STOREFRONT_REVALIDATE_SECRET)." }, { status: 503 })
  }
  if (!matchesSecret(bearerToken(request.headers), secret)) {
    return NextResponse.json({ message: "The revalidation secret is missing or wrong." }, { status: 401 })
  }
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return NextResponse.json({ message: "Send the request body as application/json." }, { status: 415 })
  }
  const body = await request.json().catch(() => undefined)
  const read = body === undefined ? { error: "The request body must be JSON." } : readRevalidationTags(body)
  if ("error" in read) return NextResponse.json({ message: read.error }, { status: 400 })
  for (const tag of read.tags) revalidateTag(tag)
  return NextResponse.json({ revalidated: read.tags.length })
}

/** Any other method: a JSON answer that says what the route takes, like every other refusal here. */
export function GET() {
  return NextResponse.json({ message: "Use POST with { \"tags\": [...] }." }, { status: 405, headers: { Allow: "POST" } })
}
