import { describe, expect, it } from "vitest"
import { stack } from "../stack"

describe("GET /health", () => {
  it("answers OK", async () => {
    const response = await fetch(`${stack().backendUrl}/health`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe("OK")
  })
})

describe("GET /app", () => {
  it("serves the back office", async () => {
    const response = await fetch(`${stack().backendUrl}/app`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<div id="medusa"')
  })
})
