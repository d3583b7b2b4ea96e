import { describe, expect, it } from "vitest"
import { patchAppPageTemplate } from "./next-rewrite-patch.mjs"

describe("patchAppPageTemplate", () => {
  const original = "const prerenderInfo = routeModule.match(pathname, prerenderManifest);"

  it("looks the prerender entry up by the rewritten path", () => {
    expect(patchAppPageTemplate(original)).toEqual({
      source: "const prerenderInfo = routeModule.match(resolvedPathname, prerenderManifest);",
      changed: true,
    })
  })

  it("leaves a patched template alone", () => {
    const patched = patchAppPageTemplate(original).source
    expect(patchAppPageTemplate(patched)).toEqual({ source: patched, changed: false })
  })

  it("refuses a template it does not know, so a Next.js upgrade is noticed", () => {
    expect(() => patchAppPageTemplate("const prerenderInfo = somethingElse()")).toThrow(/still needed/)
  })
})
