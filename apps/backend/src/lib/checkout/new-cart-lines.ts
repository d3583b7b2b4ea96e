import { deepEqualObj } from "@medusajs/framework/utils"
import { sameLine } from "./cart-limits"
import { assertWholeQuantitiesOfNewCart } from "./whole-quantities"

type Item = Record<string, unknown> & { variant_id: string; quantity: number }

const isItem = (value: unknown): value is Item =>
  !!value &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  typeof (value as Item).variant_id === "string" &&
  Number.isSafeInteger((value as Item).quantity)

/** Everything of an item but its quantity and metadata, which `sameLine` compares as Medusa does. */
const rest = ({ quantity: _quantity, metadata: _metadata, ...others }: Item) => others

const sameItem = (a: Item, b: Item) => sameLine(a, b) && deepEqualObj(rest(a), rest(b))

/**
 * A new cart's items with each tea sent more than once as one item of the summed quantity, so that it
 * becomes one line, as adding it to a cart again does: Medusa's createCartWorkflow makes a line of every
 * item. Only items that differ in nothing but their quantity are joined, so nothing sent is lost; what is
 * not an item at all is left where it is for the validators to answer.
 */
export function itemsAsLines(items: unknown[]): unknown[] {
  const result: unknown[] = []
  for (const item of items) {
    const same = isItem(item) ? result.find((earlier): earlier is Item => isItem(earlier) && sameItem(earlier, item)) : undefined
    if (same && isItem(item)) same.quantity += item.quantity
    else result.push(isItem(item) ? { ...item } : item)
  }
  return result
}

/**
 * A new cart's items as sent, as its lines: each of whole units, named by its place in what was sent (so
 * checked before anything is joined), then each tea once (workflows/carts/steps/new-cart-lines.ts).
 */
export function linesOfNewCart<T>(items: T[]): T[] {
  assertWholeQuantitiesOfNewCart(items as { quantity?: unknown }[])
  return itemsAsLines(items) as T[]
}
