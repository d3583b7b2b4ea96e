import fs from "node:fs"
import path from "node:path"
import { ROOT } from "./config.mjs"

/** What applies the patches: npm runs it after every install (the root package.json's postinstall). */
export const PATCH_COMMAND = "npm run patch-next"

/**
 * Fixes the installed Next.js 15.5 lacks, applied to node_modules/next on every install; the storefront's
 * next.config.mjs refuses to build or start without them. Each edit is exact text: a patch refuses code it
 * does not recognise, so an upgrade shows whether it is still needed.
 */
export const NEXT_PATCHES = [
  {
    // Next keeps every manifest it has read, but not one it found missing: a build without subresource
    // integrity or dynamic CSS (ours) sent every page request to the disk twice for an ENOENT, 7 % of the CPU
    // a cached page costs. A missing manifest is now kept as the `{}` Next answers for it. Only the CommonJS
    // file: the server requires it at run time (nothing compiles it into the pages).
    name: "missing manifests kept like read ones",
    files: ["node_modules/next/dist/server/load-manifest.external.js"],
    edits: [
      [
        "            // TODO: should this be undefined\n            return {};",
        "            // TODO: should this be undefined\n            const missing = Object.freeze({});\n            if (shouldCache !== false && err.code === 'ENOENT') (cache ?? sharedCache).set((0, _path.join)(projectDir, distDir, manifest), missing);\n            return missing;",
      ],
    ],
  },
]


/** Where a source stands with a patch: "patched", "unpatched" (15.5's own text) or "unknown" (neither). */
export function patchState(source, patch) {
  if (patch.edits.every(([, patched]) => source.includes(patched))) return "patched"
  if (patch.edits.every(([original]) => source.includes(original))) return "unpatched"
  return "unknown"
}

const unknownSource = (patch) =>
  new Error(`Next.js no longer reads as 15.5's where scripts/lib/next-patches.mjs changes it (${patch.name}): check whether the patch is still needed`)

/** The source with the patch's edits; `changed` false when it already had them. Throws on unknown source. */
export function applyPatch(source, patch) {
  const state = patchState(source, patch)
  if (state === "patched") return { source, changed: false }
  if (state === "unknown") throw unknownSource(patch)
  const patched = patch.edits.reduce((text, [original, replacement]) => text.replace(original, replacement), source)
  return { source: patched, changed: true }
}

export function patchNext(log, root = ROOT) {
  for (const patch of NEXT_PATCHES) {
    for (const relative of patch.files) {
      const file = path.join(root, relative)
      const { source, changed } = applyPatch(fs.readFileSync(file, "utf8"), patch)
      if (!changed) continue
      fs.writeFileSync(file, source)
      log(`Next.js: patched ${relative}: ${patch.name}`)
    }
  }
}

/**
 * Throws unless every patch is in the installed Next.js: for next.config.mjs, so that no way of building or
 * starting the storefront (ours, `next build`, `next start`, `next dev`) runs it unpatched.
 */
export function assertNextPatched(root = ROOT) {
  const missing = []
  for (const patch of NEXT_PATCHES) {
    for (const relative of patch.files) {
      const state = patchState(fs.readFileSync(path.join(root, relative), "utf8"), patch)
      if (state === "unknown") throw unknownSource(patch)
      if (state === "unpatched") missing.push(`${relative} (${patch.name})`)
    }
  }
  if (missing.length) {
    throw new Error(`The installed Next.js lacks Leafline's edits to ${missing.join(", ")}: run \`${PATCH_COMMAND}\` at the repository root (npm install and npm ci run it)`)
  }
}
