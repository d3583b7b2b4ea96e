import { model } from "@medusajs/framework/utils"

/** Shoppers' rating of a tea: the listing sorts by it. */
export const TeaRating = model.define("tea_rating", {
  id: model.id({ prefix: "tearate" }).primaryKey(),
  // The tea it describes: one record per tea, which the unique index below holds even against two
  // requests at once (the link to the product is for Query; this is the database's guarantee).
  product_id: model.text(),
  average: model.float().default(0),
  count: model.number().default(0),
}).indexes([{ on: ["product_id"], unique: true, where: "deleted_at IS NULL" }])
