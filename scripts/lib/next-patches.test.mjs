import fs from "node:fs"
import http from "node:http"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import url from "node:url"
import { describe, expect, it } from "vitest"
import { ROOT } from "./config.mjs"
import { NEXT_PATCHES, applyPatch, assertNextPatched, patchNext } from "./next-patches.mjs"

const [rewrittenPages, pagesAsBytes, missingManifestsKept, pageEntriesUnsized, pageSizesWithoutJson, proxiedKeptAlive] = NEXT_PATCHES

describe("applyPatch", () => {
  const original = "const prerenderInfo = routeModule.match(pathname, prerenderManifest);"

  it("looks the prerender entry up by the rewritten path", () => {
    expect(applyPatch(original, rewrittenPages)).toEqual({
      source: "const prerenderInfo = routeModule.match(resolvedPathname, prerenderManifest);",
      changed: true,
    })
  })

  it("leaves a patched source alone", () => {
    const patched = applyPatch(original, rewrittenPages).source
    expect(applyPatch(patched, rewrittenPages)).toEqual({ source: patched, changed: false })
  })

  it("refuses a source it does not know, so a Next.js upgrade is noticed", () => {
    expect(() => applyPatch("const prerenderInfo = somethingElse()", rewrittenPages)).toThrow(/still needed/)
  })

  it("refuses a source holding only some of a patch's originals", () => {
    expect(() => applyPatch("res.end(payload);", pagesAsBytes)).toThrow(/cached pages sent as bytes/)
  })

  it("sends a page's HTML as the bytes of the same text, with their length", async () => {
    const file = path.join(ROOT, "node_modules/next/dist/server/send-payload.js")
    const { source } = applyPatch(fs.readFileSync(file, "utf8"), pagesAsBytes)
    const { sendRenderResult } = loadPatched(source, file)
    const headers = {}
    let sent
    const res = { setHeader: (k, v) => (headers[k] = v), getHeader: (k) => headers[k], end: (body) => (sent = body) }
    const html = "<p>Sencha · from €9.50 — “fresh”</p>"
    await sendRenderResult({ req: { method: "GET" }, res, result: { isDynamic: false, toUnchunkedString: () => html, contentType: "text/html" } })
    expect(Buffer.isBuffer(sent)).toBe(true)
    expect(sent.toString("utf8")).toBe(html)
    expect(headers["Content-Length"]).toBe(Buffer.byteLength(html))
  })

  it("looks a missing optional manifest up once, as {}, and still reads one that is there", () => {
    const file = path.join(ROOT, "node_modules/next/dist/server/load-manifest.external.js")
    const { loadManifestFromRelativePath } = loadPatched(applyPatch(fs.readFileSync(file, "utf8"), missingManifestsKept).source, file)
    const projectDir = fs.mkdtempSync(path.join(os.tmpdir(), "next-manifests-"))
    fs.mkdirSync(path.join(projectDir, ".next"))
    fs.writeFileSync(path.join(projectDir, ".next/present.json"), '{"a":1}')
    const load = (manifest, cache) => loadManifestFromRelativePath({ projectDir, distDir: ".next", manifest, handleMissing: true, shouldCache: true, cache })

    const cache = new Map()
    expect(load("dynamic-css-manifest", cache)).toEqual({})
    // Written after the first look: a second look answers from the cache, without the disk.
    fs.writeFileSync(path.join(projectDir, ".next/dynamic-css-manifest"), '["late.css"]')
    expect(load("dynamic-css-manifest", cache)).toEqual({})
    expect(load("dynamic-css-manifest", new Map())).toEqual(["late.css"])
    expect(load("present.json", cache)).toEqual({ a: 1 })
    // Development does not cache (shouldCache false): a manifest that appears later is read then.
    expect(loadManifestFromRelativePath({ projectDir, distDir: ".next", manifest: "later.json", handleMissing: true, shouldCache: false, cache })).toEqual({})
    expect(cache.has(path.join(projectDir, ".next/later.json"))).toBe(false)
  })
})

describe("cache entries sized without JSON", () => {
  it("sizes a fetch's entry as before and leaves a page's unsized, in every compiled runtime", () => {
    for (const relative of pageEntriesUnsized.files) {
      const source = fs.readFileSync(path.join(ROOT, relative), "utf8")
      expect(source, relative).toContain("let a=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&a>2097152")
    }
  })

  it("estimates a page's size in the memory cache as Next did, without the JSON", () => {
    const relative = pageSizesWithoutJson.files[0]
    const file = path.join(ROOT, relative)
    const nextsOwn = unpatched(relative, pageSizesWithoutJson)
    const source = applyPatch(nextsOwn, pageSizesWithoutJson).source
    const size = loadPatched(source, file).getMemoryCache(1e9).calculateSize
    const nextsSize = loadPatched(nextsOwn, file).getMemoryCache(1e9).calculateSize
    const bytes = (n) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7919) % 256))
    for (const rscData of [bytes(0), bytes(1), bytes(9), bytes(5000), Buffer.from("1:[\"$\",\"li\",\"prod_01\"]\n€")]) {
      const html = "<p>Sencha</p>"
      const page = { kind: "APP_PAGE", html, rscData, postponed: undefined }
      expect(size({ value: page })).toBe(html.length + JSON.stringify(rscData).length)
      expect(size({ value: page })).toBe(nextsSize({ value: page }))
    }
    const pageData = { a: [1, 2, "three"] }
    expect(size({ value: { kind: "PAGES", html: "x", pageData } })).toBe(1 + JSON.stringify(pageData).length)
    expect(source).toContain("function jsonLength(data)")
  })
})

describe("a page handed to another server", () => {
  it("goes over one kept-alive connection, keeps the shopper's alive, and does not name the server", async () => {
    const file = path.join(ROOT, "node_modules/next/dist/server/lib/router-utils/proxy-request.js")
    const { proxyRequest } = loadPatched(applyPatch(fs.readFileSync(file, "utf8"), proxiedKeptAlive).source, file)
    const sockets = new Set()
    const asked = []
    const renderer = http.createServer((req, res) => {
      sockets.add(req.socket)
      asked.push(req.headers.connection)
      res.end("<p>page</p>")
    })
    const front = http.createServer((req, res) => {
      const target = `http://127.0.0.1:${renderer.address().port}/de/listing/all`
      res.setHeader("x-middleware-rewrite", target)
      proxyRequest(req, res, url.parse(target, true))
    })
    await Promise.all([renderer, front].map((server) => new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))))
    try {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      const get = () =>
        new Promise((resolve) => {
          http.get({ host: "127.0.0.1", port: front.address().port, path: "/teas", agent }, (res) => {
            let body = ""
            res.on("data", (chunk) => (body += chunk))
            res.on("end", () => resolve({ headers: res.headers, body }))
          })
        })
      const first = await get()
      const second = await get()
      agent.destroy()
      expect([first.body, second.body]).toEqual(["<p>page</p>", "<p>page</p>"])
      expect(first.headers).not.toHaveProperty("x-middleware-rewrite")
      expect(first.headers.connection).toBe("keep-alive")
      expect(asked).not.toContain("close")
      expect(sockets.size).toBe(1)
    } finally {
      front.close()
      renderer.close()
      front.closeAllConnections()
      renderer.closeAllConnections()
    }
  })
})

describe("assertNextPatched", () => {
  it("finds every patch in the installed Next.js (npm's postinstall applied them)", () => {
    expect(() => assertNextPatched()).not.toThrow()
  })

  it("refuses a Next.js without the patches, naming what is missing and the command that applies them", () => {
    const root = copyOfNext()
    fs.writeFileSync(path.join(root, pagesAsBytes.files[1]), unpatched(pagesAsBytes.files[1], pagesAsBytes))
    expect(() => assertNextPatched(root)).toThrow(`${pagesAsBytes.files[1]} (${pagesAsBytes.name}): run \`npm run patch-next\``)
  })

  it("passes once patchNext has applied them to an unpatched Next.js", () => {
    const root = copyOfNext()
    for (const patch of NEXT_PATCHES) for (const file of patch.files) fs.writeFileSync(path.join(root, file), unpatched(file, patch))
    expect(() => assertNextPatched(root)).toThrow(/npm run patch-next/)
    const logged = []
    patchNext((line) => logged.push(line), root)
    expect(logged).toHaveLength(NEXT_PATCHES.flatMap((patch) => patch.files).length)
    expect(() => assertNextPatched(root)).not.toThrow()
    for (const file of NEXT_PATCHES.flatMap((patch) => patch.files)) {
      expect(fs.readFileSync(path.join(root, file), "utf8")).toBe(fs.readFileSync(path.join(ROOT, file), "utf8"))
    }
  })

  it("refuses a Next.js it does not know, as patching would", () => {
    const root = copyOfNext()
    fs.writeFileSync(path.join(root, missingManifestsKept.files[0]), "module.exports = {}")
    expect(() => assertNextPatched(root)).toThrow(/missing manifests kept like read ones\): check whether the patch is still needed/)
    expect(() => patchNext(() => {}, root)).toThrow(/still needed/)
  })
})

/** A root holding the installed (patched) copies of the files the patches edit. */
function copyOfNext() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "next-patched-"))
  for (const file of NEXT_PATCHES.flatMap((patch) => patch.files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.copyFileSync(path.join(ROOT, file), path.join(root, file))
  }
  return root
}

/** An installed file as Next.js ships it: the patch's edits undone. */
function unpatched(file, patch) {
  return patch.edits.toReversed().reduce((text, [original, replacement]) => text.replace(replacement, original), fs.readFileSync(path.join(ROOT, file), "utf8"))
}

/** Evaluates a patched CommonJS module of Next's with Next's own dependencies. */
function loadPatched(source, file) {
  const module = { exports: {} }
  new Function("exports", "require", "module", source)(module.exports, createRequire(file), module)
  return module.exports
}
