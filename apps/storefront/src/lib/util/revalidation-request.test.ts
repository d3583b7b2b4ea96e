import { describe, expect, it } from "vitest"
import { readRevalidationTags } from "./revalidation-request"

describe("readRevalidationTags", () => {
  it("takes the tags, once each", () => {
    expect(readRevalidationTags({ tags: ["listing", "tea:sencha", "listing"] })).toEqual({ tags: ["listing", "tea:sencha"] })
  })

  it.each([
    [null, "at least one tag"],
    [{}, "at least one tag"],
    [{ tags: [] }, "at least one tag"],
    [{ tags: "listing" }, "at least one tag"],
    [{ tags: ["listing", 3] }, "tags[1] must be a string"],
    [{ tags: [""] }, "tags[0] must be a string"],
    [{ tags: ["x".repeat(257)] }, "tags[0] must be a string of 1 to 256"],
    [{ tags: Array.from({ length: 501 }, (_, i) => `tea:${i}`) }, "at most 500 tags"],
  ])("refuses %j", (body, message) => {
    const read = readRevalidationTags(body)
    expect("error" in read && read.error).toContain(message)
  })
})
