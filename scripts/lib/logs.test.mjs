import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { consoleLogLevel, lineLevel, openLog, processLogLevel, showsOnConsole, storefrontShowsOnConsole } from "./logs.mjs"

const json = (level, message) => JSON.stringify({ level, message, timestamp: "2026-11-28 01:39:08" })

describe("the back end's log on the start's console", () => {
  it("reads a line's level from Medusa's JSON lines and development lines, colours and all", () => {
    expect(lineLevel(json("info", "Processing product-variant.created (priority: 100) which has 1 subscribers"))).toBe("info")
    expect(lineLevel(json("warn", "Order order_1 is left without a tea house"))).toBe("warn")
    expect(lineLevel("\u001b[32minfo\u001b[39m:    Server is ready on port: 9000")).toBe("info")
    expect(lineLevel("error:   Could not connect")).toBe("error")
    expect(lineLevel("    at Object.<anonymous> (/app/index.js:1:1)")).toBeNull()
    expect(lineLevel("{ not json")).toBeNull()
    expect(lineLevel("note: something")).toBeNull()
  })

  it("shows warnings and errors by default, and what LOG_LEVEL asks for", () => {
    const level = consoleLogLevel({})
    expect(level).toBe("warn")
    expect(showsOnConsole(json("info", "Processing order.placed"), level)).toBe(false)
    expect(showsOnConsole(json("http", "GET /store/listing"), level)).toBe(false)
    expect(showsOnConsole(json("warn", "No shipment email"), level)).toBe(true)
    expect(showsOnConsole(json("error", "A request failed"), level)).toBe(true)
    expect(showsOnConsole(json("info", "Processing order.placed"), consoleLogLevel({ LOG_LEVEL: "info" }))).toBe(true)
    expect(showsOnConsole(json("http", "GET /store/listing"), consoleLogLevel({ LOG_LEVEL: "info" }))).toBe(false)
    expect(showsOnConsole(json("http", "GET /store/listing"), consoleLogLevel({ LOG_LEVEL: "http" }))).toBe(true)
  })

  it("always shows a line that is not the logger's (a stack trace, a crash)", () => {
    expect(showsOnConsole("Error: connect ECONNREFUSED 127.0.0.1:5432", "warn")).toBe(true)
    expect(showsOnConsole("    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)", "error")).toBe(true)
  })

  it("shows what the storefront writes to its standard error, not its start banners", () => {
    expect(storefrontShowsOnConsole(" ⚠ Found a change in next.config.mjs", "stderr")).toBe(true)
    expect(storefrontShowsOnConsole("   - Local:        http://localhost:8000", "stdout")).toBe(false)
  })

  it("has the back end log at info unless LOG_LEVEL says otherwise, and ignores a level it does not know", () => {
    expect(processLogLevel({})).toBe("info")
    expect(processLogLevel({ LOG_LEVEL: "http" })).toBe("http")
    expect(processLogLevel({ LOG_LEVEL: "loud" })).toBe("info")
    expect(consoleLogLevel({ LOG_LEVEL: "loud" })).toBe("warn")
  })

  it("appends every line to the file, after a line marking the start, without colours", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "backend-log-")), "backend.log")
    for (const line of ["first start", "second \u001b[32mstart\u001b[39m"]) openLog(file).write(`[backend] ${line}`)
    const lines = fs.readFileSync(file, "utf8").trimEnd().split("\n")
    expect(lines).toHaveLength(4)
    expect(lines[0]).toMatch(/^--- npm start, \d{4}-\d{2}-\d{2}T/)
    expect(lines.slice(1)).toEqual(["[backend] first start", lines[2], "[backend] second start"])
  })
})
