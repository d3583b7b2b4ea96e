import { NextResponse } from "next/server"
import { CLIENT_HEADER } from "@leafline/shop-contract"
import { renderClient } from "@lib/util/render-client"
import { RenderGate, type RenderGatePolicy } from "@lib/util/render-gate"
import { whenAnswered } from "./answered-requests"
import { pageCacheRegistry } from "./page-cache-registry"
import { rendererUrl } from "./renderer"
import { threadLoad } from "./storefront-load"

const setting = (name: string) => Number(process.env[name]) || undefined

/**
 * What renders may take here (2 cores, the back end beside the storefront). Without a renderer, a render
 * takes the storefront's own thread, which serves every cached page: two at once and six a second in total
 * (LEAFLINE_RENDERS_PER_SECOND). With one (lib/server/renderer.ts), renders take another process: four at
 * once and 60 a second, but six a second while the storefront's thread is more than half busy
 * (LEAFLINE_RENDERS_PER_SECOND_BUSY): cached pages first, as they share the machine's two cores. Either way
 * one at once per client with four more waiting, none waiting over ten seconds (a slow back end makes
 * renders slow; a shopper would rather wait than be refused). A shopper's new page waits behind at most one
 * render of each other client.
 */
export const RENDER_POLICY: RenderGatePolicy = {
  atOnce: setting("LEAFLINE_RENDERS_AT_ONCE") ?? (rendererUrl ? 4 : 2),
  perSecond: setting("LEAFLINE_RENDERS_PER_SECOND") ?? (rendererUrl ? 60 : 6),
  perSecondWhileBusy: setting("LEAFLINE_RENDERS_PER_SECOND_BUSY") ?? 6,
  perClientAtOnce: 1,
  perClientWaiting: 4,
  maxWaiting: 200,
  maxWaitMs: 10_000,
}

/** The share of its time the storefront's thread works, over which it counts as busy. */
const BUSY_SHARE = 0.5

/** One gate per process, kept on globalThis: a second load of this module (development reloads it on edits) shares it. */
const GATE = Symbol.for("leafline.render-gate")
const shared = globalThis as { [GATE]?: RenderGate }

/** Whether the storefront's cache holds the page at this internal path (its query string aside). */
export function isCached(pagePath: string): boolean {
  return pageCacheRegistry()?.holds(pagePath.split("?")[0]) ?? false
}

/** The gate, watching this thread's load only when being busy changes its rate (with a renderer). */
function busyAwareGate(): RenderGate {
  const { perSecond, perSecondWhileBusy = perSecond } = RENDER_POLICY
  if (perSecondWhileBusy >= perSecond) return new RenderGate(RENDER_POLICY)
  const load = threadLoad()
  return new RenderGate(RENDER_POLICY, () => load() > BUSY_SHARE)
}

/** A prefetch of Next's router or of the browser: worth a render only when nothing else needs it. */
const isPrefetch = (headers: Headers) =>
  headers.get("next-router-prefetch") === "1" || /prefetch/i.test(headers.get("sec-purpose") ?? headers.get("purpose") ?? "")

/**
 * Waits for the gate to let the page render (a prefetch does not wait), and gives the slot back once it
 * has been sent; null then. Otherwise the 429 to answer, with Retry-After.
 */
export async function admitRender(requestHeaders: Headers): Promise<NextResponse | null> {
  const gate = (shared[GATE] ??= busyAwareGate())
  const client = renderClient(requestHeaders.get(CLIENT_HEADER))
  const admission = isPrefetch(requestHeaders) ? gate.admitNow(client) : await gate.admit(client)
  if (admission.admitted) {
    whenAnswered(requestHeaders, admission.release)
    return null
  }
  return tooManyRenders(admission.retryAfterSeconds)
}

function tooManyRenders(retryAfterSeconds: number): NextResponse {
  const wait = retryAfterSeconds === 1 ? "a second" : `${retryAfterSeconds} seconds`
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds}"><title>Leafline is busy</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f7f5ef;color:#1f2d1f}main{max-width:32rem;margin:15vh auto;padding:0 1.5rem}h1{font-family:Georgia,serif;font-weight:400;font-size:2rem}a{color:#2f5d34;font-weight:600}</style></head>
<body><main><h1>Too many new pages at once</h1><p>Leafline is putting together more pages than it can right now. This page loads again in ${wait}.</p><p><a href="/">Go to the shop's home page</a></p></main></body></html>`
  return new NextResponse(page, {
    status: 429,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
  })
}
