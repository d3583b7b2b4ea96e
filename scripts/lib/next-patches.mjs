import fs from "node:fs"
import path from "node:path"
import { ROOT } from "./config.mjs"

/** What applies the patches: npm runs it after every install (the root package.json's postinstall). */
export const PATCH_COMMAND = "npm run patch-next"

/** The runtimes Next compiles its server into (the app-page one renders our pages), each with the same cache code. */
const COMPILED_RUNTIMES = [
  "node_modules/next/dist/compiled/next-server/app-page.runtime.prod.js",
  "node_modules/next/dist/compiled/next-server/app-page-experimental.runtime.prod.js",
  "node_modules/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js",
  "node_modules/next/dist/compiled/next-server/app-page-turbo-experimental.runtime.prod.js",
  "node_modules/next/dist/compiled/next-server/app-route.runtime.prod.js",
  "node_modules/next/dist/compiled/next-server/app-route-experimental.runtime.prod.js",
  "node_modules/next/dist/compiled/next-server/app-route-turbo.runtime.prod.js",
  "node_modules/next/dist/compiled/next-server/app-route-turbo-experimental.runtime.prod.js",
  "node_modules/next/dist/compiled/next-server/pages.runtime.prod.js",
  "node_modules/next/dist/compiled/next-server/pages-api.runtime.prod.js",
  "node_modules/next/dist/compiled/next-server/pages-api-turbo.runtime.prod.js",
  "node_modules/next/dist/compiled/next-server/pages-turbo.runtime.prod.js",
  "node_modules/next/dist/compiled/next-server/server.runtime.prod.js",
]

/**
 * JSON.stringify(data).length without writing the JSON out, for a Buffer: `{"type":"Buffer","data":[…]}`,
 * each byte as its decimal digits. Written into Next's memory cache by the patch below.
 */
const JSON_LENGTH_FUNCTION = `
// Leafline: JSON.stringify(data).length, without writing a Buffer's bytes out as JSON (scripts/lib/next-patches.mjs).
function jsonLength(data) {
    if (!Buffer.isBuffer(data)) {
        const json = JSON.stringify(data);
        return json == null ? void 0 : json.length;
    }
    let length = 27 + Math.max(0, data.length - 1);
    for (let i = 0; i < data.length; i++) length += data[i] < 10 ? 1 : data[i] < 100 ? 2 : 3;
    return length;
}`

/**
 * Fixes the installed Next.js 15.5 lacks, applied to node_modules/next on every install; the storefront's
 * next.config.mjs refuses to build or start without them. Each edit is exact text: a patch refuses code it
 * does not recognise, so an upgrade shows whether it is still needed.
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
  {
    // Next's cache writes every entry out as JSON to learn its size, which only a fetch's entry needs (data
    // over 2 MB is not kept): for a page that is its HTML and its RSC bytes, the bytes as a JSON array of
    // numbers, about 8 % of a new search's render here. A page's entry is now kept without it.
    name: "a page's cache entry not written out as JSON for a size only data entries use",
    files: COMPILED_RUNTIMES,
    edits: [["let a=JSON.stringify(t).length;if(r.fetchCache&&a>2097152", "let a=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&a>2097152"]],
  },
  {
    // The same in the memory cache's size estimate, which writes a page's RSC bytes out as JSON each time it
    // keeps one (another 5 % of a render). The estimate stays the same number, counted without the JSON, so
    // the cache holds as many pages as before. Only the CommonJS file: the server requires it at run time.
    name: "the memory cache sizes a page without writing its bytes out as JSON",
    files: ["node_modules/next/dist/server/lib/incremental-cache/memory-cache.external.js"],
    edits: [
      ["let memoryCache;\n", `let memoryCache;${JSON_LENGTH_FUNCTION}\n`],
      [
        "(((_JSON_stringify = JSON.stringify(value.kind === _types.CachedRouteKind.APP_PAGE ? value.rscData : value.pageData)) == null ? void 0 : _JSON_stringify.length) || 0)",
        "(jsonLength(value.kind === _types.CachedRouteKind.APP_PAGE ? value.rscData : value.pageData) || 0)",
      ],
    ],
  },
  {
    // A page the middleware hands to another server (the renderer, apps/storefront/src/lib/server/renderer.ts)
    // goes through http-proxy, made here without an agent: it then asks the renderer for `Connection: close`
    // and passes that on, so the shopper's kept-alive connection was closed after each such page (a client
    // that reuses its connection waited 0.5-1 s each time). It also named the renderer's address to the
    // shopper in x-middleware-rewrite. Now over kept-alive connections through one agent, the header dropped.
    // Only the CommonJS file: the server requires it at run time.
    name: "pages handed to another server over kept-alive connections, its address not told",
    files: ["node_modules/next/dist/server/lib/router-utils/proxy-request.js"],
    edits: [
      [
        "async function proxyRequest(req, res, parsedUrl, upgradeHead, reqBody, proxyTimeout) {\n",
        "const keptAliveAgent = new (require('http').Agent)({ keepAlive: true });\nasync function proxyRequest(req, res, parsedUrl, upgradeHead, reqBody, proxyTimeout) {\n    if (typeof res.removeHeader === 'function') res.removeHeader('x-middleware-rewrite');\n",
      ],
      [
        "        target,\n        changeOrigin: true,",
        "        target,\n        agent: !upgradeHead && target.startsWith('http:') ? keptAliveAgent : undefined,\n        changeOrigin: true,",
      ],
    ],
  },
]


/** Where a source stands with a patch: "patched", "unpatched" (15.5's own text) or "unknown" (neither). */
export function patchState(source, patch) {
  if (patch.edits.every(([, patched]) => source.includes(patched))) return "patched"
  if (patch.edits.every(([original]) => source.includes(original))) return "unpatched"
  return "unknown"
}

const unknownSource = (patch) =>
  new Error(`Next.js no longer reads as 15.5's where scripts/lib/next-patches.mjs changes it (${patch.name}): check whether the patch is still needed`)

/** The source with the patch's edits; `changed` false when it already had them. Throws on unknown source. */
export function applyPatch(source, patch) {
  const state = patchState(source, patch)
  if (state === "patched") return { source, changed: false }
  if (state === "unknown") throw unknownSource(patch)
  const patched = patch.edits.reduce((text, [original, replacement]) => text.replace(original, replacement), source)
  return { source: patched, changed: true }
}

export function patchNext(log, root = ROOT) {
  for (const patch of NEXT_PATCHES) {
    for (const relative of patch.files) {
      const file = path.join(root, relative)
      const { source, changed } = applyPatch(fs.readFileSync(file, "utf8"), patch)
      if (!changed) continue
      fs.writeFileSync(file, source)
      log(`Next.js: patched ${relative}: ${patch.name}`)
    }
  }
}

/**
 * Throws unless every patch is in the installed Next.js: for next.config.mjs, so that no way of building or
 * starting the storefront (ours, `next build`, `next start`, `next dev`) runs it unpatched.
 */
export function assertNextPatched(root = ROOT) {
  const missing = []
  for (const patch of NEXT_PATCHES) {
    for (const relative of patch.files) {
      const state = patchState(fs.readFileSync(path.join(root, relative), "utf8"), patch)
      if (state === "unknown") throw unknownSource(patch)
      if (state === "unpatched") missing.push(`${relative} (${patch.name})`)
    }
  }
  if (missing.length) {
    throw new Error(`The installed Next.js lacks Leafline's edits to ${missing.join(", ")}: run \`${PATCH_COMMAND}\` at the repository root (npm install and npm ci run it)`)
  }
}
