import type { CreateCartCreateLineItemDTO } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { linesOfNewCart } from "../../../lib/checkout/new-cart-lines"

/**
 * A new cart's items as sent become its lines: each of whole units (named by its place in what was sent,
 * before anything is joined), and each tea once, with the quantities of a tea sent twice summed.
 */
export const newCartLinesStep = createStep("new-cart-lines", async (items: CreateCartCreateLineItemDTO[] | undefined) => {
  if (!items) return new StepResponse(undefined)
  return new StepResponse(linesOfNewCart(items))
})
