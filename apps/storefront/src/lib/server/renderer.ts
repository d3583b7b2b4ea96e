import { matchesSecret } from "./shared-secret"

/**
 * The storefront can run as two processes of one build (scripts/lib/storefront.mjs): the storefront, which
 * serves what its page cache holds, and the renderer, on a loopback port, which renders the pages the
 * storefront does not hold and gives them back to its cache (lib/server/page-cache.cjs).
 */

/** Whether this process is the renderer. */
export const isRenderer = process.env.LEAFLINE_STOREFRONT_ROLE === "renderer"

/** Where this storefront hands the pages it has to render; null when it renders them itself. */
export const rendererUrl = process.env.LEAFLINE_RENDERER_URL || null

/** The header in which the storefront vouches for the requests it hands the renderer. */
export const RENDERER_SECRET_HEADER = "x-leafline-renderer-secret"

/**
 * Whether a request came from the storefront: it vouches for the requests it hands the renderer with the
 * secret only the two share (LEAFLINE_RENDERER_SECRET), which no browser holds.
 */
export function isFromStorefront(vouch: string | string[] | null | undefined): boolean {
  return typeof vouch === "string" && matchesSecret(vouch, process.env.LEAFLINE_RENDERER_SECRET)
}

/** The request's headers, vouched for, for the renderer. */
export function vouchedHeaders(requestHeaders: Headers): Headers {
  const headers = new Headers(requestHeaders)
  headers.set(RENDERER_SECRET_HEADER, process.env.LEAFLINE_RENDERER_SECRET ?? "")
  return headers
}
