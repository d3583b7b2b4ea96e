import { describe, expect, it } from "vitest"
import { backtickedPaths, docLinkProblems, headingAnchor, linkTargets, outsidePlaces } from "./docs-links.mjs"

/** The repository's own files, read as docs planted with one breach each (nothing is written to disk). */
const planted = (texts) => docLinkProblems({ docs: Object.keys(texts), read: (doc) => texts[doc] ?? "" })

describe("reading a doc", () => {
  it("takes relative and external link targets, not those in code blocks", () => {
    const text = "See [the docs](docs/api.md#input) and [Medusa](https://docs.medusajs.com).\n```\n[not](a/link.md)\n```"
    expect(linkTargets(text)).toEqual(["docs/api.md#input", "https://docs.medusajs.com"])
  })

  it("reads backticked repository paths, not routes, packages, placeholders, keys or commands", () => {
    const text =
      "`apps/backend/medusa-config.ts`, `lib/checkout/`, `spelling.ts`, `/store/carts/:id`, `@medusajs/js-sdk`, " +
      "`<data folder>/outbox/`, `tea:<handle>`, `npm run bench`, `src/api/v1/store/…`, `varnish/tests/*.vtc`, `X-Served-By`, " +
      "`STOREFRONT_URL/account/orders`"
    expect(backtickedPaths(text)).toEqual(["apps/backend/medusa-config.ts", "lib/checkout/", "spelling.ts"])
  })

  it("finds a sibling folder or one machine's absolute path wherever it is written", () => {
    expect(outsidePlaces("The spec is `../shared/spec.md`.\nFine: `/store/carts`.\nSee /work/shared/DESIGN.md")).toEqual([
      "The spec is `../shared/spec.md`.",
      "See /work/shared/DESIGN.md",
    ])
  })

  it("writes headings' anchors as GitHub does", () => {
    expect(headingAnchor("What every route holds to")).toBe("what-every-route-holds-to")
    expect(headingAnchor("Redis, Varnish & the balancer")).toBe("redis-varnish--the-balancer")
  })
})

describe("the docs' link check", () => {
  it("refuses each kind of breach, planted in a doc", () => {
    const problems = planted({
      "docs/planted.md": [
        "[gone](gone.md)",
        "[up](../../elsewhere/spec.md)",
        "[no such heading](../README.md#no-such-heading)",
        "`apps/backend/src/lib/no-such-feature/`",
        "`no-such-file.ts`",
        "The spec is in ../shared/spec.md.",
      ].join("\n"),
    })
    expect(problems).toEqual([
      expect.stringContaining("outside the repository: The spec is in ../shared/spec.md."),
      expect.stringContaining("links to gone.md, which the repository does not hold"),
      expect.stringContaining("links outside the repository: ../../elsewhere/spec.md"),
      expect.stringContaining("a heading README.md does not have"),
      expect.stringContaining("`apps/backend/src/lib/no-such-feature/` names no file"),
      expect.stringContaining("`no-such-file.ts` names no file"),
    ])
  })

  it("takes what the repository holds, and what a run generates (git ignores it)", () => {
    const problems = planted({
      "docs/planted.md": "[README](../README.md) `lib/checkout/` `lib/backend/browser` `.data/credentials.json` `scripts/start.mjs`",
    })
    expect(problems).toEqual([])
  })

  it("finds every link and path of README.md and docs/ in the repository, and none outside it", () => {
    expect(docLinkProblems()).toEqual([])
  })
})
