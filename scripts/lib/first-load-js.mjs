// The JavaScript a page's HTML makes the browser load at once: its <script src> tags (the noModule ones
// left out, which no browser we serve loads), each counted gzipped, as a browser receives it.
import zlib from "node:zlib"

/** The script addresses a page's HTML loads, in order, once each; `noModule` scripts are not counted. */
export function firstLoadScripts(html) {
  const sources = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1]
    if (src && !sources.includes(src)) sources.push(src.replaceAll("&amp;", "&"))
  }
  return sources
}

/** Bytes a body takes gzipped at zlib's default level (what a browser is sent from Varnish or Next). */
export function gzippedBytes(body) {
  return zlib.gzipSync(body).length
}

// Asked as a phone's browser asks: Next answers some clients it takes for bots differently.
const BROWSER = {
  "User-Agent": "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
}

/** Each first-load script of `pageUrl` with its gzipped size, and their sum. */
export async function measureFirstLoad(pageUrl) {
  const page = await fetch(pageUrl, { headers: BROWSER })
  if (!page.ok) throw new Error(`${pageUrl}: ${page.status}`)
  const scripts = []
  for (const src of firstLoadScripts(await page.text())) {
    const url = new URL(src, pageUrl)
    const answer = await fetch(url, { headers: { "Accept-Encoding": "identity" } })
    if (!answer.ok) throw new Error(`${url}: ${answer.status}`)
    const body = Buffer.from(await answer.arrayBuffer())
    scripts.push({ src: url.pathname, bytes: body.length, gzipped: gzippedBytes(body) })
  }
  return { scripts, gzipped: scripts.reduce((sum, s) => sum + s.gzipped, 0) }
}
