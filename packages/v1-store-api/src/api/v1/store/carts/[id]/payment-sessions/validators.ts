import { z } from "@medusajs/framework/zod"

/** v1's routes that take no body: anything sent is refused, as an unknown query parameter is. */
export const V1NoBody = z.strictObject({})

/** `POST /v1/store/carts/:id/payment-sessions/:provider_id`: the data the provider's session starts with. */
export const V1UpdatePaymentSession = z.strictObject({ data: z.record(z.string(), z.unknown()) })
export type V1UpdatePaymentSession = z.infer<typeof V1UpdatePaymentSession>
