import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { graphFields } from "../views/fields"
import { type V1Customer, type V2Customer, V2_CUSTOMER_FIELDS, v1Customer } from "../views/customer"

const FIELDS = graphFields(V2_CUSTOMER_FIELDS)

/** A customer as v1's store routes answered it (with its addresses); an unknown id is a 404. */
export async function readV1Customer(scope: MedusaContainer, id: string): Promise<V1Customer> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: FIELDS, filters: { id } })
  const customer = data[0] as V2Customer | undefined
  if (!customer) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Customer with id ${id} was not found`)
  return v1Customer(customer)
}
