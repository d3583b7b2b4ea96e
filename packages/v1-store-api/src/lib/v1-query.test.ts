import { z } from "@medusajs/framework/zod"
import { describe, expect, it } from "vitest"
import { v1QueryProblem, validateV1Query } from "./v1-query"

const schema = z.strictObject({ limit: z.coerce.number().int().min(0).default(100), q: z.string().optional() })

describe("validateV1Query", () => {
  const run = (query: Record<string, unknown>) => {
    const req = { query } as { query: Record<string, unknown>; validatedQuery?: unknown }
    let called = false
    validateV1Query(schema)(req as never, {} as never, () => {
      called = true
    })
    return { req, called }
  }

  it("sets the parsed query, with v1's defaults", () => {
    const { req, called } = run({ q: "sencha" })
    expect(called).toBe(true)
    expect(req.validatedQuery).toEqual({ q: "sencha", limit: 100 })
  })

  it("refuses an unknown parameter, `fields` and `expand` included, naming it and what is taken", () => {
    expect(() => run({ expand: "variants" })).toThrow("Unknown parameter expand: this route takes limit, q")
    expect(() => run({ fields: "id", foo: "1" })).toThrow("Unknown parameters fields, foo: this route takes limit, q")
  })

  it("names the parameter whose value is wrong", () => {
    expect(() => run({ limit: "-1" })).toThrow(/^limit: /)
  })
})

describe("v1QueryProblem", () => {
  it("says the route takes no parameters when it takes none", () => {
    expect(v1QueryProblem([{ code: "unrecognized_keys", keys: ["x"], path: [], message: "" }], [])).toBe("Unknown parameter x: this route takes none")
  })
})
