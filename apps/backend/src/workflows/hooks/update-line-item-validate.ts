import { updateLineItemInCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertWithinCartLimits, type CartLine } from "../../lib/checkout/cart-limits"
import { assertWholeQuantityToSet } from "../../lib/checkout/whole-quantities"

type Line = CartLine & { id: string }

/**
 * A line's new quantity is a whole number of units (0 removes the line), and a larger one keeps the cart
 * within the units a cart may hold (the cart is read under the workflow's lock). A smaller one is always
 * taken: it is how a cart over the limit comes back within it.
 */
updateLineItemInCartWorkflow.hooks.validate(async ({ input, cart }) => {
  assertWholeQuantityToSet(input.update.quantity)
  const lines = ((cart as { items?: (Line | null)[] | null }).items ?? []).filter((line): line is Line => !!line)
  const line = lines.find((candidate) => candidate.id === input.item_id)
  const quantity = Number(input.update.quantity ?? Number.NaN)
  if (!line || !(quantity > Number(line.quantity))) return
  assertWithinCartLimits(lines.map((other) => (other === line ? { ...other, quantity } : other)))
})
