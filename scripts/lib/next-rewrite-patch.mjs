import fs from "node:fs"
import path from "node:path"
import { ROOT } from "./config.mjs"

/**
 * Next.js 15.5 renders a page reached through a middleware rewrite per request, never from its cache: its
 * app-page handler looks the route's prerender entry up by the URL the browser asked for (`/teas`), not the
 * one the middleware rewrote it to (`/de/listing/all`), finds none and treats the page as dynamic. Upstream
 * fixed it in Next 16 (vercel/next.js#83359) by looking it up by `resolvedPathname`; this applies that one
 * change to the installed handler template before `next build` compiles it into the pages. Drop it with the
 * move to Next 16.
 */
const TEMPLATES = ["node_modules/next/dist/build/templates/app-page.js", "node_modules/next/dist/esm/build/templates/app-page.js"]
const UNPATCHED = "routeModule.match(pathname, prerenderManifest)"
const PATCHED = "routeModule.match(resolvedPathname, prerenderManifest)"

/** The template with the fix; `changed` false when it already had it. Throws when neither form is there. */
export function patchAppPageTemplate(source) {
  if (source.includes(PATCHED)) return { source, changed: false }
  if (!source.includes(UNPATCHED)) {
    throw new Error("Next.js's app-page template no longer reads as 15.5's: check whether scripts/lib/next-rewrite-patch.mjs is still needed")
  }
  return { source: source.replace(UNPATCHED, PATCHED), changed: true }
}

export function patchNextForRewrittenPages(log) {
  for (const template of TEMPLATES) {
    const file = path.join(ROOT, template)
    const { source, changed } = patchAppPageTemplate(fs.readFileSync(file, "utf8"))
    if (!changed) continue
    fs.writeFileSync(file, source)
    log(`Storefront: patched ${template} so rewritten pages are served from the cache (vercel/next.js#83359)`)
  }
}
