import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

const SKIPPED = new Set(["node_modules", ".next", ".medusa", ".cache", ".turbo"])

function listFiles(entry, out) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stat) return
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) {
      if (!SKIPPED.has(name)) listFiles(path.join(entry, name), out)
    }
  } else if (stat.isFile()) {
    out.push(entry)
  }
}

/** A fingerprint of the files a build reads: the build reruns only when it changes. */
export function fingerprint(root, inputs) {
  const hash = crypto.createHash("sha256")
  const files = []
  for (const input of inputs) listFiles(path.join(root, input), files)
  for (const file of files) {
    hash.update(path.relative(root, file))
    hash.update("\0")
    hash.update(fs.readFileSync(file))
    hash.update("\0")
  }
  return hash.digest("hex")
}

export function readStamp(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : null
}

export function writeStamp(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, value + "\n")
}
