import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import TeaModule from "../modules/tea"

export default defineLink(ProductModule.linkable.product, {
  linkable: TeaModule.linkable.teaRating,
  deleteCascade: true,
})
