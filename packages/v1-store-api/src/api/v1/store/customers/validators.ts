import { z } from "@medusajs/framework/zod"
import { v1Limit, v1Offset } from "../../validators"

const text = z.string().max(1024)
const metadata = z.record(z.string(), z.unknown())

// v1's AddressPayload: any of the fields, each a string (null clears it).
export const V1AddressPayload = z.strictObject({
  first_name: text.nullish(),
  last_name: text.nullish(),
  phone: text.nullish(),
  company: text.nullish(),
  address_1: text.nullish(),
  address_2: text.nullish(),
  city: text.nullish(),
  country_code: text.nullish(),
  province: text.nullish(),
  postal_code: text.nullish(),
  metadata: metadata.nullish(),
})

// v1's AddressCreatePayload: the fields an address cannot be without.
export const V1AddressCreatePayload = V1AddressPayload.extend({
  first_name: text.min(1),
  last_name: text.min(1),
  address_1: text.min(1),
  city: text.min(1),
  country_code: text.min(2),
  postal_code: text.min(1),
})

// v1's StorePostCustomersReq (the password's rules are checked by lib/auth/refuse-weak-password.ts, as on v2's registration).
export const V1StorePostCustomers = z.strictObject({
  email: z.string().email(),
  password: z.string().max(1024),
  first_name: text.min(1),
  last_name: text.min(1),
  phone: text.optional(),
})
export type V1StorePostCustomersType = z.infer<typeof V1StorePostCustomers>

// v1's StorePostCustomersCustomerReq, and `current_password`, which a new password needs as on v2's password change.
export const V1StorePostCustomersMe = z
  .strictObject({
    first_name: text.optional(),
    last_name: text.optional(),
    phone: text.optional(),
    email: z.string().email().optional(),
    password: z.string().max(1024).optional(),
    current_password: z.string().min(1, "current_password must not be empty").max(1024).optional(),
    billing_address: z.union([z.string().min(1), V1AddressCreatePayload]).optional(),
    metadata: metadata.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password !== undefined && body.current_password === undefined) {
      ctx.addIssue({ code: "custom", path: ["current_password"], message: "A new password needs the current one: send it as current_password" })
    }
    if (body.password === undefined && body.current_password !== undefined) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "current_password is sent only with a new password" })
    }
  })
export type V1StorePostCustomersMeType = z.infer<typeof V1StorePostCustomersMe>

// v1's StorePostCustomersCustomerAddressesReq.
export const V1StorePostCustomersMeAddresses = z.strictObject({ address: V1AddressCreatePayload })
export type V1StorePostCustomersMeAddressesType = z.infer<typeof V1StorePostCustomersMeAddresses>

export type V1AddressPayloadType = z.infer<typeof V1AddressPayload>

// v1's paging of a customer's orders (10 by default); its filters are not taken.
export const V1StoreGetCustomersMeOrders = z.strictObject({ limit: v1Limit(10), offset: v1Offset })
export type V1StoreGetCustomersMeOrdersType = z.infer<typeof V1StoreGetCustomersMeOrders>

export const V1StoreGetCustomersMe = z.strictObject({})

// v1's StorePostCustomersCustomerPasswordTokenReq.
export const V1StorePostPasswordToken = z.strictObject({ email: z.string().email() })
export type V1StorePostPasswordTokenType = z.infer<typeof V1StorePostPasswordToken>

// v1's StorePostCustomersResetPasswordReq (the password's rules as on v2's reset).
export const V1StorePostPasswordReset = z.strictObject({
  email: z.string().email(),
  password: z.string().max(1024),
  token: z.string().min(1, "token must not be empty").max(4096),
})
export type V1StorePostPasswordResetType = z.infer<typeof V1StorePostPasswordReset>
