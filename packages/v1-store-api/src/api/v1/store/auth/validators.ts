import { z } from "@medusajs/framework/zod"

// v1's StorePostAuthReq (and StorePostAuthTokenReq): an email and a password.
export const V1StorePostAuth = z.strictObject({
  email: z.string().email(),
  password: z.string().min(1, "password must not be empty").max(1024),
})
export type V1StorePostAuthType = z.infer<typeof V1StorePostAuth>

export const V1StoreGetAuth = z.strictObject({})
