import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"
import { OPTIONAL_MANIFESTS, writeMissingManifests } from "./next-optional-manifests.mjs"

const require = createRequire(import.meta.url)
const nextRequire = createRequire(require.resolve("next/package.json", { paths: [path.resolve("apps/storefront")] }))

describe("writeMissingManifests", () => {
  it("names the manifests Next.js reads per request and accepts as missing", () => {
    const constants = nextRequire("./dist/shared/lib/constants.js")
    const routeModule = fs.readFileSync(nextRequire.resolve("./dist/server/route-modules/route-module.js"), "utf8")
    expect(OPTIONAL_MANIFESTS).toEqual([
      `server/${constants.SUBRESOURCE_INTEGRITY_MANIFEST}.json`,
      constants.DYNAMIC_CSS_MANIFEST,
    ])
    // Both are loaded with handleMissing (a missing file is `{}`): if that changes, writing `{}` may not be the same.
    expect(routeModule).toMatch(/manifest: `server\/\$\{_constants\.SUBRESOURCE_INTEGRITY_MANIFEST\}\.json`,\s+handleMissing: true/)
    expect(routeModule).toMatch(/manifest: _constants\.DYNAMIC_CSS_MANIFEST,\s+handleMissing: true/)
  })

  it("writes {} for a missing manifest and keeps one the build wrote", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "next-dist-"))
    fs.mkdirSync(path.join(dist, "server"))
    fs.writeFileSync(path.join(dist, "dynamic-css-manifest"), '["a.css"]')
    expect(writeMissingManifests(dist)).toEqual(["server/subresource-integrity-manifest.json"])
    expect(JSON.parse(fs.readFileSync(path.join(dist, "server/subresource-integrity-manifest.json"), "utf8"))).toEqual({})
    expect(fs.readFileSync(path.join(dist, "dynamic-css-manifest"), "utf8")).toBe('["a.css"]')
    expect(writeMissingManifests(dist)).toEqual([])
  })
})
