import { NextResponse } from "next/server"
import { rendererUrl } from "@lib/server/renderer"
import { pageCacheRegistry } from "@lib/server/page-cache-registry"
import { bearerToken, matchesSecret } from "@lib/server/shared-secret"

/** Names the page offered, URI-encoded: KEY_HEADER of lib/server/page-cache-sibling.cjs. */
const KEY_HEADER = "x-leafline-cache-key"

function decodedKey(header: string | null): string | null {
  if (!header) return null
  try {
    return decodeURIComponent(header)
  } catch {
    return null
  }
}

/**
 * The renderer's offer of a page it rendered or served (lib/server/page-cache-sibling.cjs):
 * `Authorization: Bearer <LEAFLINE_RENDERER_SECRET>`, the page's cache key in X-Leafline-Cache-Key and
 * the cache entry as the body. The storefront keeps it unless it holds a newer copy or a revalidation has
 * made it stale since; `{ kept }` says which.
 */
export async function POST(request: Request) {
  if (!rendererUrl) return NextResponse.json({ message: "This storefront renders its pages itself." }, { status: 404 })
  if (!matchesSecret(bearerToken(request.headers), process.env.LEAFLINE_RENDERER_SECRET)) {
    return NextResponse.json({ message: "The renderer's secret is missing or wrong." }, { status: 401 })
  }
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return NextResponse.json({ message: "Send the cache entry as application/json." }, { status: 415 })
  }
  const key = decodedKey(request.headers.get(KEY_HEADER))
  if (!key) return NextResponse.json({ message: `Name the page in ${KEY_HEADER} (URI-encoded).` }, { status: 400 })
  const registry = pageCacheRegistry()
  if (!registry) return NextResponse.json({ message: "The page cache is not ready yet." }, { status: 503 })
  return NextResponse.json({ kept: registry.receive(key, await request.text()) })
}

/** Any other method: a JSON answer that says what the route takes. */
export function GET() {
  return NextResponse.json({ message: "Use POST with a cache entry." }, { status: 405, headers: { Allow: "POST" } })
}
