import fs from "node:fs"
import path from "node:path"
import { expect } from "vitest"
import { stack } from "../apps/backend/integration-tests/stack"
import { storefrontUrl } from "./browser"

/** The secret the back end and the renderer sign their calls to the storefront's own routes with. */
export const revalidateSecret = (): string => JSON.parse(fs.readFileSync(path.join(stack().dataDir, "secrets.json"), "utf8")).revalidateSecret

/** A call to one of the storefront's JSON routes: its status and its JSON body. */
export async function callStorefront(route: string, init: RequestInit) {
  const response = await fetch(`${storefrontUrl()}${route}`, init)
  return { status: response.status, body: await response.json() }
}

/** Each request answered with its status and a JSON message. */
export async function expectRefusals(route: string, refusals: readonly (readonly [RequestInit, number])[]) {
  for (const [init, status] of refusals) {
    const answer = await callStorefront(route, init)
    expect(answer.status).toBe(status)
    expect(typeof answer.body.message).toBe("string")
  }
}
