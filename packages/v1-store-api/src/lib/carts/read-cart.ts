import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { shippingOptionHouses, withLineHouses } from "../linked-houses"
import { readV1Region } from "../read-regions"
import { type V1Cart, type V2Cart, V2_CART_FIELDS, v1Cart } from "../views/cart"
import { graphFields } from "../views/fields"
import type { V2LineItem } from "../views/line-item"
import type { V1Region } from "../views/region"

type V2CartRecord = Omit<V2Cart, "items"> & { customer?: { id: string } | null; items?: Omit<V2LineItem, "store_id">[] | null }

/** The v2 cart read with the fields the v1 view needs, each line with its tea house; an unknown id is a 404. */
export async function readV2Cart(scope: MedusaContainer, id: string): Promise<V2Cart> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: graphFields(V2_CART_FIELDS), filters: { id } })
  const record = data[0] as V2CartRecord | undefined
  if (!record) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id ${id} was not found`)
  const { customer, items, ...cart } = record
  return { ...cart, customer_id: customer?.id ?? null, items: await withLineHouses(scope, items) }
}

/** A cart as v1's store routes answered it: its region in v1's shape, the tea house on each line and shipping method. */
export async function readV1Cart(scope: MedusaContainer, id: string): Promise<V1Cart<V1Region | null>> {
  const cart = await readV2Cart(scope, id)
  const [region, shippingOptionStores] = await Promise.all([
    cart.region_id ? readV1Region(scope, cart.region_id) : null,
    shippingOptionHouses(scope, (cart.shipping_methods ?? []).map((method) => method.shipping_option_id)),
  ])
  return v1Cart(cart, { region, shippingOptionStores })
}
