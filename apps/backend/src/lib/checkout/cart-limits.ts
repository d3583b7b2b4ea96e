import { cartLimitProblem } from "@leafline/shop-contract"
import { deepEqualObj, isPresent, MedusaError } from "@medusajs/framework/utils"

/** A cart's line, or an item about to become one, as Medusa's cart workflows see it. */
export interface CartLine {
  variant_id?: string | null
  /** A number, or Medusa's BigNumber (whose value is the number). */
  quantity?: unknown
  metadata?: unknown
}

/**
 * Medusa's own rule for which line an added tea joins (core-flows' find-matching-line-item): the line of
 * the same tea whose metadata are the same, none counting as empty. Different metadata (a gift, say) make
 * a line of its own.
 */
export function sameLine(a: CartLine, b: CartLine): boolean {
  if (!a.variant_id || a.variant_id !== b.variant_id) return false
  return (!isPresent(a.metadata) && !isPresent(b.metadata)) || deepEqualObj(a.metadata, b.metadata)
}

const units = (line: CartLine) => Number(line.quantity ?? 1)

/** The lines a cart holds once `added` are put in as Medusa's add-to-cart puts them: onto a same line, else a new one. */
export function linesAfterAdding(lines: CartLine[], added: CartLine[]): CartLine[] {
  const result = lines.map((line) => ({ ...line, quantity: units(line) }))
  for (const item of added) {
    const line = result.find((existing) => sameLine(existing, item))
    if (line) line.quantity = units(line) + units(item)
    else result.push({ ...item, quantity: units(item) })
  }
  return result
}

/** Refuses, with a 400 naming the limit, a cart that would hold more lines or units than the shop allows. */
export function assertWithinCartLimits(lines: CartLine[]) {
  const problem = cartLimitProblem({ lines: lines.length, units: lines.reduce((sum, line) => sum + units(line), 0) })
  if (problem) throw new MedusaError(MedusaError.Types.INVALID_DATA, problem)
}
