import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

/** One tea house by id or handle, or a 404 that says which. */
export async function retrieveSellerStore(
  scope: MedusaContainer,
  filter: { id: string } | { handle: string },
  fields: string[],
) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "seller_store", fields, filters: filter })
  if (!data[0]) {
    const [key, value] = Object.entries(filter)[0]
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Tea house with ${key} ${value} was not found`)
  }
  return data[0]
}
