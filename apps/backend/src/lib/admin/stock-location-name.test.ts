import { describe, expect, it } from "vitest"
import { stockLocationNameProblem } from "./stock-location-name"

describe("stockLocationNameProblem", () => {
  it("takes a name of text, and no name in an update", () => {
    expect(stockLocationNameProblem({ name: "Kyoto warehouse" }, true)).toBeNull()
    expect(stockLocationNameProblem({ name: "" }, true)).toBeNull()
    expect(stockLocationNameProblem({}, false)).toBeNull()
  })

  it("refuses a new location without a name, and a name that is not text", () => {
    expect(stockLocationNameProblem({}, true)).toBe("Invalid request: Field 'name' is required")
    expect(stockLocationNameProblem({ name: 5 }, false)).toBe("Invalid request: Expected type: 'string' for field 'name', got: 'number'")
    expect(stockLocationNameProblem({ name: null }, false)).toBe("Invalid request: Expected type: 'string' for field 'name', got: 'null'")
    expect(stockLocationNameProblem({ name: ["a"] }, true)).toBe("Invalid request: Expected type: 'string' for field 'name', got: 'object'")
  })

  it("leaves a body that is not an object to Medusa's validators", () => {
    for (const body of [null, [], "name", 3]) expect(stockLocationNameProblem(body, true)).toBeNull()
  })
})
