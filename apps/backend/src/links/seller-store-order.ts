import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import SellerModule from "../modules/seller"

// A tea house has many orders; an order is one house's (a cart never mixes houses at completion).
export default defineLink(SellerModule.linkable.sellerStore, {
  linkable: OrderModule.linkable.order,
  isList: true,
})
