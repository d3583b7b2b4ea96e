import { spawn } from "node:child_process"
import path from "node:path"
import { ROOT } from "./config.mjs"
import { SHARED_PACKAGE_FOLDERS } from "./shared-packages.mjs"

/** What `npm test` checks the import rules of (.dependency-cruiser.cjs; docs/architecture.md, "Import rules"). */
export const CRUISED_FOLDERS = ["apps/backend/src", "apps/storefront/src", ...SHARED_PACKAGE_FOLDERS.map((folder) => `${folder}/src`)]
export const DEPENDENCY_RULES = path.join(ROOT, ".dependency-cruiser.cjs")
const DEPCRUISE = path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs")

/**
 * Runs dependency-cruiser over `folders` (relative to `cwd`) with the project's rules. Resolves to the exit
 * code and what it printed: the `err` report (one line per broken rule), or JSON with `outputType: "json"`.
 */
export function cruise({ folders = CRUISED_FOLDERS, cwd = ROOT, outputType = "err" } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DEPCRUISE, ...folders, "--config", DEPENDENCY_RULES, "--output-type", outputType], { cwd })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.on("error", reject)
    child.on("exit", (code) => resolve({ code: code ?? 1, output }))
  })
}
