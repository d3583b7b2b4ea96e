// The page cache's link between the storefront and its renderer (scripts/lib/storefront.mjs), two processes of
// one build on one machine, over loopback HTTP: the renderer offers the storefront each page it serves from
// its cache (the storefront only hands it pages it does not hold), and the storefront passes each
// revalidation on to the renderer. Neither side ever waits on the other for a page: an offer that fails is
// dropped (the page is offered again the next time it is asked for), a failure is logged once per outage.
// Plain CommonJS, required by lib/server/page-cache.cjs. node:http, not fetch: Next wraps fetch for its data
// cache, and these calls are made from inside renders.
const http = require("node:http")
const { encodeEntry } = require("./page-cache-entries.cjs")

/** Where the storefront takes pages offered to it (app/page-cache/route.ts), and the header naming the page. */
const OFFER_PATH = "/page-cache"
const KEY_HEADER = "x-leafline-cache-key"
/** The loopback answers in a millisecond; a stuck storefront must not pile up offers. */
const OFFER_TIMEOUT_MS = 2000
/** At most this many offers in flight; more are dropped (each page is offered again when next asked for). */
const MAX_OFFERS_IN_FLIGHT = 8
/** A revalidation waits for the renderer this long at most: the back end's call should not hang on it. */
const FORWARD_TIMEOUT_MS = 5000

const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_OFFERS_IN_FLIGHT })

/** POSTs `body` and resolves with the status (0 when it could not be sent or timed out). */
function post(url, headers, body, timeoutMs) {
  return new Promise((resolve) => {
    const request = http.request(url, { method: "POST", agent, headers: { ...headers, "content-length": Buffer.byteLength(body) }, timeout: timeoutMs })
    request.on("response", (response) => {
      response.resume()
      response.on("end", () => resolve(response.statusCode ?? 0))
      response.on("error", () => resolve(0))
    })
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    request.on("error", () => resolve(0))
    request.end(body)
  })
}

/** Logs the first failure of a run of failures, and the recovery after it. */
function outageLog(log, what) {
  let down = false
  return (ok) => {
    if (ok && down) log.info(`page cache: ${what} works again`)
    if (!ok && !down) log.warn(`page cache: ${what} failed; trying again with the next one`)
    down = !ok
  }
}

/** The renderer's side: `offer(key, entry, cacheControl)` sends a page to the storefront, without waiting. */
function offerPagesTo({ storefrontUrl, secret, log = console }) {
  const url = new URL(OFFER_PATH, storefrontUrl)
  const inFlight = new Set()
  const note = outageLog(log, `offering pages to the storefront at ${storefrontUrl}`)
  return {
    offer(key, entry, cacheControl) {
      if (inFlight.has(key) || inFlight.size >= MAX_OFFERS_IN_FLIGHT) return
      let body
      try {
        body = encodeEntry(entry, cacheControl)
      } catch {
        return
      }
      inFlight.add(key)
      const headers = { authorization: `Bearer ${secret}`, "content-type": "application/json", [KEY_HEADER]: encodeURIComponent(key) }
      post(url, headers, body, OFFER_TIMEOUT_MS).then((status) => {
        inFlight.delete(key)
        note(status === 200)
      })
    },
  }
}

/**
 * The storefront's side: `revalidated(tags)` has the renderer revalidate them too, through its /revalidate,
 * and resolves once it has (or the call failed). Tags it could not pass on are tried again every 2 s until
 * the renderer takes them: a renderer that missed one would render pages from its stale data.
 */
function forwardRevalidationsTo({ rendererUrl, secret, log = console, retryMs = 2000 }) {
  const url = new URL("/revalidate", rendererUrl)
  const note = outageLog(log, `passing revalidations on to the renderer at ${rendererUrl}`)
  const pending = new Set()
  let retry = null
  async function send() {
    if (!pending.size) return
    const tags = [...pending]
    pending.clear()
    const headers = { authorization: `Bearer ${secret}`, "content-type": "application/json" }
    const ok = (await post(url, headers, JSON.stringify({ tags }), FORWARD_TIMEOUT_MS)) === 200
    note(ok)
    if (ok) return
    for (const tag of tags) pending.add(tag)
    retry ??= setTimeout(() => {
      retry = null
      send()
    }, retryMs).unref()
  }
  return {
    async revalidated(tags) {
      for (const tag of tags) pending.add(tag)
      await send()
    },
  }
}

module.exports = { offerPagesTo, forwardRevalidationsTo, OFFER_PATH, KEY_HEADER }
