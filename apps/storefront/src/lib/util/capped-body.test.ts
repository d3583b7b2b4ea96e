import { describe, expect, it } from "vitest"
import { readCappedBody } from "./capped-body"

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://shop.test/auth/register", { method: "POST", body, headers, duplex: "half" } as RequestInit)

/** A body streamed in chunks of `chunkBytes`, counting how many were pulled from it. */
function streamed(chunkBytes: number, chunkCount: number) {
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled === chunkCount) return controller.close()
      counter.pulled++
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x20))
    },
  })
  return { stream, counter }
}

describe("readCappedBody", () => {
  it("gives a body up to the limit whole", async () => {
    const body = await readCappedBody(post('{"email":"a@b.example"}'), 100)
    expect(new TextDecoder().decode(body!)).toBe('{"email":"a@b.example"}')
    expect(await readCappedBody(post("x".repeat(100)), 100)).toHaveLength(100)
    expect(await readCappedBody(new Request("http://shop.test/", { method: "POST" }), 100)).toHaveLength(0)
  })

  it("refuses a body whose Content-Length is over the limit without reading it", async () => {
    const { stream, counter } = streamed(10, 5)
    expect(await readCappedBody(post(stream, { "content-length": "1000" }), 100)).toBeNull()
    expect(counter.pulled).toBeLessThanOrEqual(1)
  })

  it("stops reading a body without a length as soon as it passes the limit", async () => {
    const { stream, counter } = streamed(1024, 10_000)
    expect(await readCappedBody(post(stream), 4096)).toBeNull()
    expect(counter.pulled).toBeLessThan(10)
  })
})
