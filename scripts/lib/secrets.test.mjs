import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { loadSecrets } from "./secrets.mjs"

const dirs = []
const dataDir = (saved) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leafline-secrets-"))
  dirs.push(dir)
  if (saved) fs.writeFileSync(path.join(dir, "secrets.json"), JSON.stringify(saved))
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe("loadSecrets", () => {
  it("makes each secret once per data folder, named for its one job, and keeps them", () => {
    const dir = dataDir()
    const made = loadSecrets(dir)
    expect(Object.keys(made).sort()).toEqual(["clientAddressSecret", "cookieSecret", "jwtSecret", "pageCachePurgeSecret", "postgresPassword"])
    expect(new Set(Object.values(made)).size).toBe(5)
    expect(loadSecrets(dir)).toEqual(made)
  })

  it("keeps a data folder's secrets saved under their former names, under the new ones", () => {
    const saved = { jwtSecret: "j", cookieSecret: "c", postgresPassword: "p", revalidateSecret: "purge", storefrontClientSecret: "client" }
    const dir = dataDir(saved)
    const loaded = loadSecrets(dir)
    expect(loaded).toEqual({ jwtSecret: "j", cookieSecret: "c", postgresPassword: "p", pageCachePurgeSecret: "purge", clientAddressSecret: "client" })
    expect(JSON.parse(fs.readFileSync(path.join(dir, "secrets.json"), "utf8"))).toEqual(loaded)
  })
})
