#!/usr/bin/env node
// `npm run check:dependencies`: the import rules of .dependency-cruiser.cjs over both apps and the shared
// packages; `npm test` runs it too. Exit code 1 and one line per broken rule when one is broken.
import { cruise } from "./lib/dependency-rules.mjs"

const { code, output } = await cruise()
process.stdout.write(output)
process.exit(code)
