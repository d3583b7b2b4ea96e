import { z } from "@medusajs/framework/zod"

/** `POST /v1/store/carts/:id/payment-session`: the provider the cart pays with. */
export const V1SelectPaymentSession = z.strictObject({ provider_id: z.string().min(1) })
export type V1SelectPaymentSession = z.infer<typeof V1SelectPaymentSession>
