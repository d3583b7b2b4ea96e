import fs from "node:fs"
import path from "node:path"
import { fingerprint, readStamp, writeStamp } from "./build.mjs"
import { ROOT } from "./config.mjs"
import { runCommand } from "./processes.mjs"

const TSC = path.join(ROOT, "node_modules/typescript/bin/tsc")

/**
 * The workspace packages the apps (and the checkout bench) use: the shop's contract, the fields the
 * storefront asks the store API for, the one seam to Medusa's internals, what a session token is and a customer's password change, compiled to dist/; and the v1 store API, a Medusa plugin, compiled to
 * .medusa/server, where Medusa loads a plugin from. That is what `medusa plugin:build` compiles its server code
 * to, with the same TypeScript emit; its other half, the back-office bundle, fails on a plugin without
 * src/admin in Medusa 2.21.2, and this one has none.
 */
const SHARED_PACKAGES = [
  { name: "Listing contract", folder: "packages/shop-contract", output: "dist" },
  { name: "Store fields", folder: "packages/store-fields", output: "dist" },
  { name: "Medusa internals", folder: "packages/medusa-internals", output: "dist" },
  { name: "Session tokens", folder: "packages/session-tokens", output: "dist" },
  { name: "Customer auth", folder: "packages/customer-auth", output: "dist" },
  { name: "v1 store API plugin", folder: "packages/v1-store-api", output: ".medusa/server" },
]

/** Their folders, from the repository's root, in the order they are compiled (each after those it imports). */
export const SHARED_PACKAGE_FOLDERS = SHARED_PACKAGES.map((pkg) => pkg.folder)

/**
 * Each package compiled (tsc) when its sources changed since the last time, into an emptied folder (a deleted
 * route must not stay served): `npm install` compiles them once, this keeps all of them current.
 */
export async function buildSharedPackages(log = () => {}) {
  for (const { name, folder, output } of SHARED_PACKAGES) {
    const dir = path.join(ROOT, folder)
    const stamp = path.join(dir, output, ".leafline-build")
    const current = fingerprint(dir, ["src", "tsconfig.json", "package.json"])
    if (readStamp(stamp) === current) continue
    log(`${name}: compiling (tsc)`)
    fs.rmSync(path.join(dir, output), { recursive: true, force: true })
    await runCommand(`${name.toLowerCase()} build`, process.execPath, [TSC, "-p", dir], { cwd: dir, quiet: true })
    writeStamp(stamp, current)
  }
}
