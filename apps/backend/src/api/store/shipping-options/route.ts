import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { pickDeep } from "@medusajs/framework/utils"
import { namesAnswerFields } from "../../../lib/http/declared-fields"
import { listHouseShippingOptionsWorkflow } from "../../../workflows/carts/list-house-shipping-options"

/**
 * Medusa's route, answering a cart its own tea house's options (the storefront keeps one house per cart)
 * and none while it holds no tea (workflows/carts/list-house-shipping-options.ts, which v1 runs too). A
 * caller that names its fields gets those alone: Medusa's answer carries every field its workflow read,
 * whatever `fields` asked.
 */
export async function GET(req: MedusaStoreRequest<unknown, HttpTypes.StoreGetShippingOptionList>, res: MedusaResponse) {
  const { cart_id, is_return } = req.filterableFields as { cart_id: string; is_return?: boolean }
  const { fields } = req.queryConfig
  const { result: options } = await listHouseShippingOptionsWorkflow(req.scope).run({ input: { cart_id, is_return: !!is_return, fields } })
  const asked = fields.map((field) => field.replace(/\.\*$/, ""))
  res.json({ shipping_options: namesAnswerFields(req.query.fields) ? options.map((option) => pickDeep(option, asked)) : options })
}
