import fs from "node:fs"
import path from "node:path"
import { expect } from "vitest"
import { stack } from "../apps/backend/integration-tests/stack"
import { storefrontUrl } from "./browser"

/** One of the secrets `npm start` keeps in the data folder's secrets.json (scripts/lib/secrets.mjs). */
export const savedSecret = (name: "pageCachePurgeSecret" | "clientAddressSecret"): string =>
  JSON.parse(fs.readFileSync(path.join(stack().dataDir, "secrets.json"), "utf8"))[name]

/** The secret the back end signs its purges of the page cache with. */
export const purgeSecret = (): string => savedSecret("pageCachePurgeSecret")

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
