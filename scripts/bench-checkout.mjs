#!/usr/bin/env node
// `node scripts/bench-checkout.mjs [--stack <stack.json>] [--quick]`: the bench's checkout figures against
// a shop that is already running (default: .data/stack.json, as `npm start` writes it), without starting or
// rebuilding anything. Prints the checkout rows; `npm run bench` measures the same in its own stack.
// It places about 210 orders a run (3 runs, 1 with --quick) in that shop.
import fs from "node:fs"
import path from "node:path"
import { CHECKOUT_TABLE_NOTE, loadTable } from "./lib/bench-table.mjs"
import { benchCheckout } from "./lib/checkout-bench.mjs"
import { ROOT } from "./lib/config.mjs"

const args = process.argv.slice(2)
const stackIndex = args.indexOf("--stack")
const stackFile = stackIndex >= 0 ? args[stackIndex + 1] : path.join(ROOT, process.env.LEAFLINE_DATA_DIR || ".data", "stack.json")
const unknown = args.filter((arg, i) => arg !== "--quick" && !(stackIndex >= 0 && (i === stackIndex || i === stackIndex + 1)))
if (unknown.length || (stackIndex >= 0 && !args[stackIndex + 1])) {
  console.error("usage: node scripts/bench-checkout.mjs [--stack path/to/stack.json] [--quick]")
  process.exit(2)
}
if (!fs.existsSync(stackFile)) {
  console.error(`bench-checkout: no running shop (${stackFile} is missing); start it with npm start first.`)
  process.exit(1)
}

const stack = JSON.parse(fs.readFileSync(stackFile, "utf8"))
const runs = args.includes("--quick") ? 1 : 3
try {
  const rows = await benchCheckout(stack, { runs, log: (message) => console.log(`bench-checkout: ${message}`) })
  console.log(`\n${loadTable([["checkout", rows]])}\n${CHECKOUT_TABLE_NOTE}`)
} catch (error) {
  console.error(`bench-checkout: ${error.message}`)
  process.exit(1)
}
