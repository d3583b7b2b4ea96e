// The shop a developer script works against: the stack file `--stack <file>` names, else the one `npm start`
// writes (.data/stack.json, or LEAFLINE_DATA_DIR's).
import fs from "node:fs"
import path from "node:path"
import { dataDirFrom } from "./config.mjs"

/** The `--stack` file given in `args`, else the default one; undefined when `--stack` lacks its value. */
export function stackFileFrom(args) {
  const index = args.indexOf("--stack")
  if (index < 0) return path.join(dataDirFrom(), "stack.json")
  return args[index + 1]
}

/** The running shop's description; a missing file ends the script with a line saying what to do. */
export function readRunningStack(stackFile, scriptName) {
  if (!fs.existsSync(stackFile)) {
    console.error(`${scriptName}: no running shop (${stackFile} is missing); start it with npm start first.`)
    process.exit(1)
  }
  return JSON.parse(fs.readFileSync(stackFile, "utf8"))
}
