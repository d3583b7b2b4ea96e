import { z } from "@medusajs/framework/zod"
import { OrderLookupBody } from "../../../store/orders/validators"

/** v1's `GET /store/orders?display_id=&email=`: what v2's lookup takes in its body, read and refused alike. */
export const V1StoreLookUpOrder = OrderLookupBody
export type V1StoreLookUpOrder = z.infer<typeof V1StoreLookUpOrder>
