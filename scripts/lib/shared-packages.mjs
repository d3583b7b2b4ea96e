import path from "node:path"
import { fingerprint, readStamp, writeStamp } from "./build.mjs"
import { ROOT } from "./config.mjs"
import { runCommand } from "./processes.mjs"

const TSC = path.join(ROOT, "node_modules/typescript/bin/tsc")

/**
 * The workspace packages the apps (and the checkout bench) import: the shop's contract, and the fields
 * the storefront asks the store API for.
 */
const SHARED_PACKAGES = [
  { name: "Listing contract", dir: path.join(ROOT, "packages/shop-contract") },
  { name: "Store fields", dir: path.join(ROOT, "packages/store-fields") },
]

/**
 * Each shared package compiled to its dist/ when its sources changed since the last time: `npm install`
 * compiles them once, this keeps them current after an edit.
 */
export async function buildSharedPackages(log = () => {}) {
  for (const { name, dir } of SHARED_PACKAGES) {
    const stamp = path.join(dir, "dist/.leafline-build")
    const current = fingerprint(dir, ["src", "tsconfig.json", "package.json"])
    if (readStamp(stamp) === current) continue
    log(`${name}: compiling (tsc)`)
    await runCommand(`${name.toLowerCase()} build`, process.execPath, [TSC, "-p", dir], { cwd: dir, quiet: true })
    writeStamp(stamp, current)
  }
}
