import fs from "node:fs"
import { describe, expect, it } from "vitest"
import { anotherClient, callFrom } from "../apps/backend/integration-tests/client-http"
import { stack } from "../apps/backend/integration-tests/stack"
import { storefrontUrl } from "./browser"

/** A storefront page from the given client address: status, cache state and Retry-After. */
async function pageFrom(client: string, path: string) {
  const answer = await callFrom<string>(client, "GET", path, { baseUrl: storefrontUrl() })
  return {
    status: answer.status,
    cache: answer.headers.get("x-cache"),
    retryAfter: answer.headers.get("retry-after"),
    body: answer.body,
  }
}

/**
 * A process's nice value (the 19th field of /proc/<pid>/stat, counted after the command's closing parenthesis)
 * and its session's (its autogroup's, where the kernel has them: between sessions only that one counts).
 */
function niceOf(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
  const own = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])
  const autogroup = fs.existsSync(`/proc/${pid}/autogroup`) ? Number(/nice (-?\d+)/.exec(fs.readFileSync(`/proc/${pid}/autogroup`, "utf8"))?.[1]) : own
  return { own, session: autogroup }
}

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** How many pages one client may have rendered in a burst (varnish/leafline.vcl, LEAFLINE_MISSES_PER_CLIENT). */
const MISSES_PER_CLIENT = 60

describe("pages no cache holds", () => {
  it("renders an unknown tea or tea house each time without keeping its 404, and refuses an overlong handle", async () => {
    const client = anotherClient()
    for (const path of [`/teas/no-such-tea-${unique()}`, `/tea-houses/no-such-house-${unique()}`]) {
      const first = await pageFrom(client, path)
      const second = await pageFrom(client, path)
      expect({ path, first: first.status, second: second.status, kept: second.cache === "HIT" }).toEqual({ path, first: 404, second: 404, kept: false })
    }
    const overlong = await pageFrom(client, `/teas/${"a".repeat(8000)}`)
    expect(overlong.status).toBe(404)
    expect(overlong.body).toContain("This page has steeped too long")
  })

  it("refuses a client's flood of new searches with 429 and Retry-After, while its kept pages and another client's new pages answer", async () => {
    const flooder = anotherClient()
    const shopper = anotherClient()
    await expect.poll(async () => (await pageFrom(shopper, "/teas")).cache).toBe("HIT")
    const run = unique()
    // All at once: the limit refills as time passes (6 a second), so a flood sent in waves that each wait
    // for their renders stays under it on a slow or busy machine.
    const answers = await Promise.all(
      Array.from({ length: MISSES_PER_CLIENT + 20 }, (_, n) => pageFrom(flooder, `/teas?q=${encodeURIComponent(`flood ${run} ${n}`)}`)),
    )
    const rendered = answers.filter((answer) => answer.status === 200).length
    const refused = answers.find((answer) => answer.status === 429)
    expect(rendered).toBeGreaterThanOrEqual(MISSES_PER_CLIENT - 5)
    expect(refused, `no 429 after ${answers.length} new searches`).toBeDefined()
    expect(Number(refused!.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(refused!.body).toContain("Too many new pages at once")
    // Another client's new search is rendered; a kept page is never refused, whoever asks.
    expect((await pageFrom(shopper, `/teas?q=${encodeURIComponent(`oolong ${run}`)}`)).status).toBe(200)
    const cachedForFlooder = await pageFrom(flooder, "/teas")
    expect([cachedForFlooder.status, cachedForFlooder.cache]).toEqual([200, "HIT"])
  })

  it("renders at a lower CPU priority than the page cache, so a flood of renders cannot slow the kept pages down", () => {
    const { processes } = stack()
    expect(processes.varnish, "the stack runs behind Varnish").not.toBeNull()
    expect({ varnish: niceOf(processes.varnish!), storefront: niceOf(processes.storefront), backend: niceOf(processes.backend) }).toEqual({
      varnish: { own: 0, session: 0 },
      storefront: { own: 10, session: 10 },
      backend: { own: 10, session: 10 },
    })
  })
})
