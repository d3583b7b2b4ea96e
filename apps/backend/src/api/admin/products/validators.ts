import { z } from "@medusajs/framework/zod"
import { CAFFEINE_LEVELS } from "../../../modules/tea/models/tea-attributes"
import type { TeaDetailsData } from "../../../lib/tea-details/types"

const text = (name: string, max = 200) => z.string({ error: `${name} must be text` }).trim().min(1, `${name} is empty`).max(max)

export const TeaAttributesSchema = z
  .object({
    origin_country: text("origin_country", 80),
    origin_region: text("origin_region", 120).nullish(),
    harvest: text("harvest", 120).nullish(),
    brew_temp_c: z.number().int().min(40, "brew_temp_c must be 40-100 °C").max(100, "brew_temp_c must be 40-100 °C"),
    steep_seconds: z.number().int().min(5, "steep_seconds must be 5-1800").max(1800, "steep_seconds must be 5-1800"),
    grams_per_cup: z.number().positive("grams_per_cup must be above 0").max(50),
    caffeine: z.enum(CAFFEINE_LEVELS, { error: `caffeine must be one of ${CAFFEINE_LEVELS.join(", ")}` }),
    flavour_notes: z.array(text("a flavour note", 60)).max(12),
  })
  .strict()

export const TeaRatingSchema = z
  .object({
    average: z.number().min(0, "rating average must be 0-5").max(5, "rating average must be 0-5"),
    count: z.number().int().min(0),
  })
  .strict()

/** What staff may send beside a product (`additional_data`) or on its own route. */
export const TeaDetailsSchema = z
  .object({
    store_id: text("store_id", 100).optional(),
    tea_attributes: TeaAttributesSchema.optional(),
    rating: TeaRatingSchema.optional(),
  })
  .strict()

export type TeaDetailsBody = z.infer<typeof TeaDetailsSchema>

// The workflow hook (workflows/hooks/product-tea-details.ts) reads what this schema lets through.
TeaDetailsSchema satisfies z.ZodType<TeaDetailsData>

export const TeaDetailsBatchSchema = z.strictObject({
  items: z
    .array(TeaDetailsSchema.extend({ product_id: text("product_id", 100) }), { error: "items must be a list" })
    .min(1, "items is empty")
    .max(500, "at most 500 items at once"),
})

export type TeaDetailsBatchBody = z.infer<typeof TeaDetailsBatchSchema>
