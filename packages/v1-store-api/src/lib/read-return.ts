import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { type ReturnRecord, V2_RETURN_FIELDS, type V1Return, toV1Return } from "./views/return"

/** A return just made, in v1's shape (read by its id, which only its order's customer has been given). */
export async function readV1Return(scope: MedusaContainer, returnId: string): Promise<V1Return> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "return", fields: V2_RETURN_FIELDS, filters: { id: returnId } })
  return toV1Return(data[0] as ReturnRecord)
}
