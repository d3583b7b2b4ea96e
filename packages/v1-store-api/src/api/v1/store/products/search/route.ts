import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { searchV1Products } from "../../../../../lib/products/read-products"
import type { V1Product } from "../../../../../lib/views/product"
import type { V1StoreSearchProductsType } from "../validators"

/** v1's search answer: `{ hits }`, the matching teas of the publishable key's channels, most relevant first. */
export async function POST(req: MedusaStoreRequest<V1StoreSearchProductsType>, res: MedusaResponse<{ hits: V1Product[] }>) {
  const { q, limit, offset } = req.validatedBody
  const hits = await searchV1Products(req.scope, { q, limit, offset, salesChannelIds: req.publishable_key_context.sales_channel_ids })
  res.json({ hits })
}
