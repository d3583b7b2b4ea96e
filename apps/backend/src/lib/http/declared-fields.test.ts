import { describe, expect, it } from "vitest"
import { namesAnswerFields, undeclaredFields } from "./declared-fields"

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

describe("namesAnswerFields", () => {
  it("is true when some field carries no modifier: the answer is those fields", () => {
    expect(namesAnswerFields("id,name")).toBe(true)
    expect(namesAnswerFields("id,+seller_store.id")).toBe(true)
    expect(namesAnswerFields("calculated_price.calculated_amount")).toBe(true)
  })

  it("is false when every field adds to the defaults or takes from them, or none is asked", () => {
    expect(namesAnswerFields("+seller_store.id, seller_store.name")).toBe(false)
    expect(namesAnswerFields("-data,*prices,type.*")).toBe(false)
    expect(namesAnswerFields(undefined)).toBe(false)
    expect(namesAnswerFields("")).toBe(false)
  })
})
