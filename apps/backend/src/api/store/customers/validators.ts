import { z } from "@medusajs/framework/zod"

export const FavoriteProductBody = z.object({
  product_id: z.string().trim().min(1, "product_id must not be empty").max(100),
})
export type FavoriteProductBodyType = z.infer<typeof FavoriteProductBody>
