import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { lineQuantityProblem } from "./line-quantity"

type CartBody = { quantity?: unknown; items?: unknown }

const bodyOf = (req: MedusaRequest): CartBody => (req.body && typeof req.body === "object" ? (req.body as CartBody) : {})

function refuse(problem: string | null) {
  if (problem) throw new MedusaError(MedusaError.Types.INVALID_DATA, problem)
}

/** POST /store/carts/:id/line-items: a new line of 1 or more whole units. */
export function wholeQuantityToAdd(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  refuse(lineQuantityProblem(bodyOf(req).quantity, 1))
  next()
}

/** POST /store/carts/:id/line-items/:line_id: 0 or more whole units, 0 removing the line. */
export function wholeQuantityToSet(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  refuse(lineQuantityProblem(bodyOf(req).quantity, 0))
  next()
}

/** POST /store/carts with `items`: each of 1 or more whole units. */
export function wholeQuantitiesOfNewCart(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const { items } = bodyOf(req)
  if (Array.isArray(items)) {
    items.forEach((item, index) => refuse(lineQuantityProblem((item as CartBody | null)?.quantity, 1, `items[${index}]`)))
  }
  next()
}
