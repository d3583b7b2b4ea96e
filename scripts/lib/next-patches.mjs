import fs from "node:fs"
import path from "node:path"
import { ROOT } from "./config.mjs"

/**
 * Fixes the installed Next.js 15.5 lacks, applied before every `next build` compiles them into the storefront.
 * Each edit is exact text: a patch refuses code it does not recognise, so an upgrade shows whether it is still
 * needed.
 */
export const NEXT_PATCHES = [
  {
    // Next renders a page reached through a middleware rewrite per request, never from its cache: its
    // app-page handler looks the route's prerender entry up by the URL the browser asked for (`/teas`), not
    // the one the middleware rewrote it to (`/de/listing/all`), finds none and treats the page as dynamic.
    // Upstream fixed it in Next 16 (vercel/next.js#83359) by looking it up by `resolvedPathname`.
    name: "rewritten pages served from the cache (vercel/next.js#83359)",
    files: ["node_modules/next/dist/build/templates/app-page.js", "node_modules/next/dist/esm/build/templates/app-page.js"],
    edits: [["routeModule.match(pathname, prerenderManifest)", "routeModule.match(resolvedPathname, prerenderManifest)"]],
  },
  {
    // A cached page's HTML is a string, which Node's response prepends its headers to and encodes again on
    // every send: a 100 kB page went out at a third of the rate of the same page as bytes (3,500 against
    // 9,800 responses/s here). Encoding it once per send and writing the bytes takes most of that back.
    name: "cached pages sent as bytes",
    files: ["node_modules/next/dist/server/send-payload.js", "node_modules/next/dist/esm/server/send-payload.js"],
    edits: [
      [
        "const payload = result.isDynamic ? null : result.toUnchunkedString();",
        "const payload = result.isDynamic ? null : result.toUnchunkedString(); const payloadBytes = payload === null ? null : Buffer.from(payload);",
      ],
      ["res.setHeader('Content-Length', Buffer.byteLength(payload));", "res.setHeader('Content-Length', payloadBytes.length);"],
      ["res.end(payload);", "res.end(payloadBytes);"],
    ],
  },
  {
    // Next keeps every manifest it has read, but not one it found missing: a build without subresource
    // integrity or dynamic CSS (ours) sent every page request to the disk twice for an ENOENT, 7 % of the CPU
    // a cached page costs. A missing manifest is now kept as the `{}` Next answers for it. Only the CommonJS
    // file: the server requires it at run time (nothing compiles it into the pages).
    name: "missing manifests kept like read ones",
    files: ["node_modules/next/dist/server/load-manifest.external.js"],
    edits: [
      [
        "            // TODO: should this be undefined\n            return {};",
        "            // TODO: should this be undefined\n            const missing = Object.freeze({});\n            if (shouldCache !== false && err.code === 'ENOENT') (cache ?? sharedCache).set((0, _path.join)(projectDir, distDir, manifest), missing);\n            return missing;",
      ],
    ],
  },
]

/** The source with the patch's edits; `changed` false when it already had them. Throws on unknown source. */
export function applyPatch(source, patch) {
  if (patch.edits.every(([, patched]) => source.includes(patched))) return { source, changed: false }
  if (!patch.edits.every(([original]) => source.includes(original))) {
    throw new Error(`Next.js no longer reads as 15.5's where scripts/lib/next-patches.mjs changes it (${patch.name}): check whether the patch is still needed`)
  }
  const patched = patch.edits.reduce((text, [original, replacement]) => text.replace(original, replacement), source)
  return { source: patched, changed: true }
}

export function patchNext(log) {
  for (const patch of NEXT_PATCHES) {
    for (const relative of patch.files) {
      const file = path.join(ROOT, relative)
      const { source, changed } = applyPatch(fs.readFileSync(file, "utf8"), patch)
      if (!changed) continue
      fs.writeFileSync(file, source)
      log(`Storefront: patched ${relative}: ${patch.name}`)
    }
  }
}
