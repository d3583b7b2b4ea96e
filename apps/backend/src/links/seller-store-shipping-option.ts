import { defineLink } from "@medusajs/framework/utils"
import FulfillmentModule from "@medusajs/medusa/fulfillment"
import SellerModule from "../modules/seller"

// A shipping option belongs to exactly one tea house: a cart holds one shipping method per tea house.
export default defineLink(SellerModule.linkable.sellerStore, {
  linkable: FulfillmentModule.linkable.shippingOption,
  isList: true,
})
