import { model } from "@medusajs/framework/utils"

/** A tea house selling through Leafline: the spec's `store_id` names one of these. */
export const SellerStore = model.define("seller_store", {
  id: model.id({ prefix: "sstore" }).primaryKey(),
  name: model.text().searchable(),
  handle: model.text().unique(),
  description: model.text().default(""),
  logo: model.text().nullable(),
})
