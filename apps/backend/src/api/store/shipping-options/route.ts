import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { pickDeep } from "@medusajs/framework/utils"
import { listShippingOptionsForCartWorkflow } from "@medusajs/medusa/core-flows"
import { cartHouseShippingOptionIds } from "../../../lib/checkout/house-shipping-options"
import { namesAnswerFields } from "../../../lib/http/declared-fields"

/**
 * Medusa's route, answering a cart its own tea house's options (the storefront keeps one house per cart)
 * and none while it holds no tea: left alone, Medusa reads and prices every house's options; given the
 * house's, it reads and prices those only. A caller that names its fields gets those alone: Medusa's
 * answer carries every field its workflow read, whatever `fields` asked.
 */
export async function GET(req: MedusaStoreRequest<unknown, HttpTypes.StoreGetShippingOptionList>, res: MedusaResponse) {
  const { cart_id, is_return } = req.filterableFields as { cart_id: string; is_return?: boolean }
  const { fields } = req.queryConfig
  const option_ids = await cartHouseShippingOptionIds(req.scope, cart_id)
  const options = option_ids.length
    ? (await listShippingOptionsForCartWorkflow(req.scope).run({ input: { cart_id, is_return: !!is_return, fields, option_ids } })).result
    : []
  const asked = fields.map((field) => field.replace(/\.\*$/, ""))
  res.json({ shipping_options: namesAnswerFields(req.query.fields) ? options.map((option) => pickDeep(option, asked)) : options })
}
