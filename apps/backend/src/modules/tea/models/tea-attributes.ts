import { model } from "@medusajs/framework/utils"

export const CAFFEINE_LEVELS = ["none", "low", "medium", "high"] as const

/** What staff set on a tea's attributes. */
export const TEA_ATTRIBUTE_FIELDS = [
  "origin_country",
  "origin_region",
  "harvest",
  "brew_temp_c",
  "steep_seconds",
  "grams_per_cup",
  "caffeine",
  "flavour_notes",
] as const

/** What a tea drinker wants to know before buying: where it grows and how to brew it. */
export const TeaAttributes = model.define("tea_attributes", {
  id: model.id({ prefix: "teaattr" }).primaryKey(),
  // The tea it describes: one record per tea, which the unique index below holds even against two
  // requests at once (the link to the product is for Query; this is the database's guarantee).
  product_id: model.text(),
  origin_country: model.text(),
  origin_region: model.text().nullable(),
  harvest: model.text().nullable(),
  brew_temp_c: model.number(),
  steep_seconds: model.number(),
  grams_per_cup: model.float(),
  caffeine: model.enum([...CAFFEINE_LEVELS]),
  flavour_notes: model.array(),
}).indexes([{ on: ["product_id"], unique: true, where: "deleted_at IS NULL" }])
