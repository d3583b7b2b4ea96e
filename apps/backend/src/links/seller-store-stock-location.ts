import { defineLink } from "@medusajs/framework/utils"
import StockLocationModule from "@medusajs/medusa/stock-location"
import SellerModule from "../modules/seller"

// A tea house ships its teas from its own stock locations.
export default defineLink(SellerModule.linkable.sellerStore, {
  linkable: StockLocationModule.linkable.stockLocation,
  isList: true,
})
