import { notInV2Route } from "../../../../../lib/not-in-v2"

/** GET /store/payment-collections/:id of Medusa v1: payment collections paid for order edits, which v2 leaves to staff, so a 501 naming v2's replacement. */
export const GET = notInV2Route("GET", "/v1/store/payment-collections/:id")
