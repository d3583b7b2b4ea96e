import fs from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { ROOT } from "./config.mjs"
import { NEXT_PATCHES, applyPatch, assertNextPatched, patchNext } from "./next-patches.mjs"

const [missingManifestsKept] = NEXT_PATCHES

describe("applyPatch", () => {
  const original = "            // TODO: should this be undefined\n            return {};"
  const twoEdits = { name: "two edits", files: [], edits: [["one();", "ONE();"], ["two();", "TWO();"]] }

  it("edits the exact text it knows", () => {
    const { source, changed } = applyPatch(`before\n${original}\nafter`, missingManifestsKept)
    expect(changed).toBe(true)
    expect(source).toContain("const missing = Object.freeze({});")
    expect(source.startsWith("before\n") && source.endsWith("\nafter")).toBe(true)
  })

  it("leaves a patched source alone", () => {
    const patched = applyPatch(original, missingManifestsKept).source
    expect(applyPatch(patched, missingManifestsKept)).toEqual({ source: patched, changed: false })
  })

  it("refuses a source it does not know, so a Next.js upgrade is noticed", () => {
    expect(() => applyPatch("return somethingElse()", missingManifestsKept)).toThrow(/still needed/)
  })

  it("refuses a source holding only some of a patch's originals", () => {
    expect(() => applyPatch("one();", twoEdits)).toThrow(/two edits/)
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

describe("assertNextPatched", () => {
  it("finds every patch in the installed Next.js (npm's postinstall applied them)", () => {
    expect(() => assertNextPatched()).not.toThrow()
  })

  it("refuses a Next.js without the patches, naming what is missing and the command that applies them", () => {
    const root = copyOfNext()
    const [file] = missingManifestsKept.files
    fs.writeFileSync(path.join(root, file), unpatched(file, missingManifestsKept))
    expect(() => assertNextPatched(root)).toThrow(`${file} (${missingManifestsKept.name}): run \`npm run patch-next\``)
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
