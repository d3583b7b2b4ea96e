import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import SellerStoreProduct from "../../links/seller-store-product"
import SellerStoreShippingOption from "../../links/seller-store-shipping-option"

const distinct = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))]

/**
 * The shipping options of the tea houses whose teas the cart holds: none for a cart without teas, or with
 * teas of no house. Read through the link tables, a statement each, rather than the products and houses.
 * An unknown cart is a 404.
 */
export async function cartHouseShippingOptionIds(container: MedusaContainer, cartId: string): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph(
    { entity: "cart", fields: ["items.product_id"], filters: { id: cartId } },
    { throwIfKeyNotFound: true },
  )
  const items = ((carts[0] as { items?: ({ product_id?: string | null } | null)[] | null } | undefined)?.items ?? [])
  const productIds = distinct(items.map((item) => item?.product_id))
  if (!productIds.length) return []
  const { data: houses } = await query.graph({
    entity: SellerStoreProduct.entryPoint,
    fields: ["seller_store_id"],
    filters: { product_id: productIds },
  })
  const houseIds = distinct(houses.map((link) => link.seller_store_id))
  if (!houseIds.length) return []
  const { data: options } = await query.graph({
    entity: SellerStoreShippingOption.entryPoint,
    fields: ["shipping_option_id"],
    filters: { seller_store_id: houseIds },
  })
  return distinct(options.map((link) => link.shipping_option_id))
}
