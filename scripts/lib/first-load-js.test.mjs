import { describe, expect, it } from "vitest"
import { firstLoadScripts, gzippedBytes } from "./first-load-js.mjs"

describe("firstLoadScripts", () => {
  it("lists each script tag's source once, in order, leaving out noModule ones and inline scripts", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      "<script>self.__next_f.push([1,\"x\"])</script>",
      '<link rel="preload" as="script" href="/_next/static/chunks/b.js"/>',
      '<script src="/_next/static/chunks/c.js?v=1&amp;x=2" async=""></script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
    ].join("")
    expect(firstLoadScripts(html)).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/c.js?v=1&x=2"])
  })
})

describe("gzippedBytes", () => {
  it("counts a repetitive body as far fewer bytes than it has", () => {
    const body = Buffer.from("abc".repeat(1000))
    expect(gzippedBytes(body)).toBeLessThan(100)
  })
})
