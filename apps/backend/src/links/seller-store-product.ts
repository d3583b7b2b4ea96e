import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import SellerModule from "../modules/seller"

// A tea house sells many teas; a tea is sold by exactly one tea house.
export default defineLink(SellerModule.linkable.sellerStore, {
  linkable: ProductModule.linkable.product,
  isList: true,
})
