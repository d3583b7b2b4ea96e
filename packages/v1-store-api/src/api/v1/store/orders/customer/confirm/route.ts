import { notInV2Route } from "../../../../../../lib/not-in-v2"

/** POST /store/orders/customer/confirm of Medusa v1: v2 claims an order by an order transfer, which this path cannot stand for, so a 501 naming v2's replacement. */
export const POST = notInV2Route("POST", "/v1/store/orders/customer/confirm")
