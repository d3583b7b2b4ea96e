// Applies scripts/lib/next-patches.mjs to the installed Next.js. npm runs it after every install (the root
// package.json's postinstall); by hand only after an install that skipped scripts.
import { patchNext } from "./lib/next-patches.mjs"

try {
  patchNext(console.log)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
