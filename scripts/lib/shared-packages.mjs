import path from "node:path"
import { fingerprint, readStamp, writeStamp } from "./build.mjs"
import { ROOT } from "./config.mjs"
import { runCommand } from "./processes.mjs"

const PACKAGE_DIR = path.join(ROOT, "packages/listing-contract")
const STAMP = path.join(PACKAGE_DIR, "dist/.leafline-build")
const TSC = path.join(ROOT, "node_modules/typescript/bin/tsc")

/**
 * The workspace package both apps import (the listing's contract), compiled to its dist/ when its sources
 * changed since the last time: `npm install` compiles it once, this keeps it current after an edit.
 */
export async function buildSharedPackages(log = () => {}) {
  const current = fingerprint(PACKAGE_DIR, ["src", "tsconfig.json", "package.json"])
  if (readStamp(STAMP) === current) return
  log("Listing contract: compiling (tsc)")
  await runCommand("listing contract build", process.execPath, [TSC, "-p", PACKAGE_DIR], { cwd: PACKAGE_DIR, quiet: true })
  writeStamp(STAMP, current)
}
