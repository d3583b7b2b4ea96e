import { notInV2Route } from "../../../../../../../../lib/not-in-v2"

/** POST /store/payment-collections/:id/sessions/:session_id/authorize of Medusa v1: payment collections paid for order edits, which v2 leaves to staff, so a 501 naming v2's replacement. */
export const POST = notInV2Route("POST", "/v1/store/payment-collections/:id/sessions/:session_id/authorize")
