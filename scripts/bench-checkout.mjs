#!/usr/bin/env node
// `node scripts/bench-checkout.mjs [--stack <stack.json>] [--quick]`: the bench's checkout figures against
// a shop that is already running (default: .data/stack.json, as `npm start` writes it), without starting or
// rebuilding anything. Prints the checkout rows, then each call of the one-shopper cases; `npm run bench`
// measures the same in its own stack. It places about 210 orders a run (3 runs, 1 with --quick) in that shop.
import { CHECKOUT_TABLE_NOTE, checkoutCallTables, loadTable } from "./lib/bench-table.mjs"
import { benchCheckout } from "./lib/checkout-bench.mjs"
import { readRunningStack, stackFileFrom } from "./lib/running-stack.mjs"

const args = process.argv.slice(2)
const stackIndex = args.indexOf("--stack")
const stackFile = stackFileFrom(args)
const unknown = args.filter((arg, i) => arg !== "--quick" && !(stackIndex >= 0 && (i === stackIndex || i === stackIndex + 1)))
if (unknown.length || !stackFile) {
  console.error("usage: node scripts/bench-checkout.mjs [--stack path/to/stack.json] [--quick]")
  process.exit(2)
}
const stack = readRunningStack(stackFile, "bench-checkout")
const runs = args.includes("--quick") ? 1 : 3
try {
  const rows = await benchCheckout(stack, { runs, log: (message) => console.log(`bench-checkout: ${message}`) })
  console.log(`\n${loadTable([["checkout", rows]])}\n${CHECKOUT_TABLE_NOTE}\n\n${checkoutCallTables(rows)}`)
} catch (error) {
  console.error(`bench-checkout: ${error.message}`)
  process.exit(1)
}
