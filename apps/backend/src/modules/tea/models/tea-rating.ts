import { model } from "@medusajs/framework/utils"

/** Shoppers' rating of a tea: the listing sorts by it. */
export const TeaRating = model.define("tea_rating", {
  id: model.id({ prefix: "tearate" }).primaryKey(),
  average: model.float().default(0),
  count: model.number().default(0),
})
