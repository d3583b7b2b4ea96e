import { errorHandler } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import fs from "node:fs"
import http, { type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { medusaExpress } from "./express"

// Contracts of the Express and Medusa internals the request gate (lib/http/request-gate.ts) and the answer
// wrappers (lib/http/hold-answer.ts, lib/http/response-fields.ts) rely on: each fails on an upgrade that
// changes them.

/** Serves `handler` on a free port for one GET, and answers its status, headers and body. */
async function getOnce(handler: (req: IncomingMessage, res: ServerResponse) => void, target = "/") {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  try {
    const { port } = server.address() as AddressInfo
    const answer = await fetch(`http://127.0.0.1:${port}${target}`)
    return { status: answer.status, headers: answer.headers, body: await answer.text() }
  } finally {
    server.close()
  }
}

describe("the Express Medusa loads", () => {
  it("is the one Medusa's start command creates its app with", () => {
    const medusaDir = path.dirname(require.resolve("@medusajs/medusa/package.json"))
    const start = fs.readFileSync(path.join(medusaDir, "dist/commands/start.js"), "utf8")
    expect(start).toContain('require("express")')
    expect(start).toMatch(/\(0, express_1\.default\)\(\)/)
  })

  it("has the application methods the gate wraps, which an app copies when it is created", () => {
    const express = medusaExpress()
    const { application } = express
    expect(typeof application.init).toBe("function")
    expect(typeof application.handle).toBe("function")
    expect(application.handle).toHaveLength(3)
    expect(typeof application.disable).toBe("function")
    const app = express()
    expect(app.handle).toBe(application.handle)
    // `init` runs as the app is created and turns X-Powered-By on: the gate's `init` turns it off after.
    expect(app.enabled("x-powered-by")).toBe(true)
  })

  it("hands a request no route answered to the callback given to `handle`", async () => {
    const app = medusaExpress()()
    const answer = await getOnce((req, res) => app.handle(req, res, () => res.writeHead(299).end("fell through")), "/nothing-here")
    expect(answer).toMatchObject({ status: 299, body: "fell through" })
  })
})

describe("answers through res.json", () => {
  it("a route's res.status().json() goes through a res.json set on the response before it", async () => {
    const express = medusaExpress() as unknown as () => any
    const app = express()
    const seen: unknown[] = []
    app.use((_req: unknown, res: any, next: () => void) => {
      const json = res.json.bind(res)
      res.json = (body: unknown) => {
        seen.push(body)
        return json({ ...(body as object), wrapped: true })
      }
      next()
    })
    app.get("/", (_req: unknown, res: any) => res.status(201).json({ id: "a" }))
    const answer = await getOnce((req, res) => app.handle(req, res))
    expect(seen).toEqual([{ id: "a" }])
    expect(answer.status).toBe(201)
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/)
    expect(JSON.parse(answer.body)).toEqual({ id: "a", wrapped: true })
  })

  it("Medusa's error handler answers with res.status().json(), so a wrapped res.json sees its refusals", () => {
    const sent: Array<{ status: number; body: unknown }> = []
    let status = 0
    const res = {
      status(code: number) {
        status = code
        return this
      },
      json(body: unknown) {
        sent.push({ status, body })
        return this
      },
    }
    const quiet = { scope: { resolve: () => ({ info: () => undefined, error: () => undefined }) }, path: "/" }
    errorHandler()(new MedusaError(MedusaError.Types.INVALID_DATA, "quantity must be whole"), quiet as never, res as never, () => undefined)
    expect(sent).toEqual([{ status: 400, body: expect.objectContaining({ type: "invalid_data", message: "quantity must be whole" }) }])
  })
})
