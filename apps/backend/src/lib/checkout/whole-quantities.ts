import { MedusaError } from "@medusajs/framework/utils"
import { lineQuantityProblem } from "./line-quantity"

type Item = { quantity?: unknown } | null | undefined

function refuse(problem: string | null) {
  if (problem) throw new MedusaError(MedusaError.Types.INVALID_DATA, problem)
}

/**
 * Teas added to a cart: each a new line of 1 or more whole units (workflows/carts/steps/added-teas-rules.ts). One
 * item, as the routes send, is "the quantity"; of several, each is named by its place.
 */
export function assertWholeQuantitiesToAdd(items: readonly Item[]) {
  items.forEach((item, index) => refuse(lineQuantityProblem(item?.quantity, 1, items.length > 1 ? `items[${index}]` : undefined)))
}

/** A line's new quantity: 0 or more whole units, 0 removing the line (updateLineItemInCartWorkflow's validate hook). */
export function assertWholeQuantityToSet(quantity: unknown) {
  refuse(lineQuantityProblem(quantity, 0))
}

/** A new cart's items as sent, each of 1 or more whole units, named by its place in the body. */
export function assertWholeQuantitiesOfNewCart(items: readonly Item[]) {
  items.forEach((item, index) => refuse(lineQuantityProblem(item?.quantity, 1, `items[${index}]`)))
}
