import CustomerModule from "@medusajs/medusa/customer"
import ProductModule from "@medusajs/medusa/product"
import { defineLink } from "@medusajs/framework/utils"

/** A customer's favourite products: many customers favour many products. */
export default defineLink(
  { linkable: CustomerModule.linkable.customer, isList: true },
  { linkable: ProductModule.linkable.product, isList: true },
)
