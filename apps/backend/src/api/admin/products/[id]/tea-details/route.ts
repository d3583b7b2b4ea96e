import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { TEA_ATTRIBUTE_FIELDS } from "../../../../../modules/tea/models/tea-attributes"
import { updateTeaDetailsWorkflow } from "../../../../../workflows/tea-details/update-tea-details"
import type { TeaDetailsBody } from "../../validators"

// What staff edit: the record's own `product_id` is the link's business, not theirs to send back.
const FIELDS = [
  "id",
  "seller_store.id",
  "seller_store.name",
  ...["id", ...TEA_ATTRIBUTE_FIELDS, "created_at", "updated_at"].map((field) => `tea_attributes.${field}`),
  ...["id", "average", "count", "created_at", "updated_at"].map((field) => `tea_rating.${field}`),
]

async function teaDetails(req: AuthenticatedMedusaRequest) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: FIELDS, filters: { id: req.params.id } })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product with id ${req.params.id} was not found`)
  const product = data[0] as any
  return {
    product_id: product.id,
    seller_store: product.seller_store ?? null,
    tea_attributes: product.tea_attributes ?? null,
    rating: product.tea_rating ?? null,
  }
}

/** The tea's house, attributes and rating, for the back-office widget. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ tea_details: await teaDetails(req) })
}

export async function POST(req: AuthenticatedMedusaRequest<TeaDetailsBody>, res: MedusaResponse) {
  const { store_id, tea_attributes, rating } = req.validatedBody
  await updateTeaDetailsWorkflow(req.scope).run({
    input: { items: [{ product_id: req.params.id, store_id, attributes: tea_attributes, rating }] },
  })
  res.json({ tea_details: await teaDetails(req) })
}
