import { describe, expect, it } from "vitest"
import { undeclaredFields } from "./declared-fields"

const DECLARED = ["id", "name", "handle", "shipping_options", "shipping_options.id"]

describe("undeclaredFields", () => {
  it("accepts declared fields in every form Medusa reads", () => {
    expect(undeclaredFields("id,name,+handle", DECLARED)).toEqual([])
    expect(undeclaredFields("*shipping_options,shipping_options.*,shipping_options.id", DECLARED)).toEqual([])
    expect(undeclaredFields(["id", "name"], DECLARED)).toEqual([])
    expect(undeclaredFields(undefined, DECLARED)).toEqual([])
    expect(undeclaredFields(" id , ,name ", DECLARED)).toEqual([])
  })

  it("names every field that is not declared by its full path", () => {
    expect(undeclaredFields("id,products.customers.email,*products", DECLARED)).toEqual(["products.customers.email", "*products"])
    expect(undeclaredFields("shipping_options.name", DECLARED)).toEqual(["shipping_options.name"])
    expect(undeclaredFields("*", DECLARED)).toEqual(["*"])
  })

  it("lets a field be taken away without declaring it", () => {
    expect(undeclaredFields("-logo,id", DECLARED)).toEqual([])
  })
})
