/**
 * Medusa's validators take any quantity above 0 (0 or above for an update) and the cart rounds it:
 * 1.5 became 2, and 0.01 became a line of 0 kept in the cart. A tea is sold in whole units.
 * `least` is 1 for a new line and 0 for an update, where 0 removes the line as Medusa does.
 * Returns why `quantity` (of the item `of`, when a body has several) is refused, or null; what is not a
 * number at all is left to Medusa's validators, which answer for it.
 */
export function lineQuantityProblem(quantity: unknown, least: 0 | 1, of?: string): string | null {
  if (typeof quantity !== "number" || (Number.isInteger(quantity) && quantity >= least)) return null
  const what = of ? `The quantity of ${of}` : "The quantity"
  return least === 0
    ? `${what} must be a whole number of 0 or more (0 removes the line), not ${quantity}`
    : `${what} must be a whole number of 1 or more, not ${quantity}`
}
