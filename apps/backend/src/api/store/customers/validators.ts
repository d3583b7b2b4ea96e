import { z } from "@medusajs/framework/zod"
import { unmetPasswordRules } from "@leafline/shop-contract"

export const FavoriteProductBody = z.object({
  product_id: z.string().trim().min(1, "product_id must not be empty").max(100),
})
export type FavoriteProductBodyType = z.infer<typeof FavoriteProductBody>

export const ChangePasswordBody = z
  .object({
    current_password: z.string().min(1, "current_password must not be empty").max(1024),
    new_password: z.string(),
  })
  .strict()
  .superRefine(({ new_password }, ctx) => {
    for (const message of unmetPasswordRules(new_password)) ctx.addIssue({ code: "custom", path: ["new_password"], message })
  })
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>
