import { notInV2Route } from "../../../../../../lib/not-in-v2"

/** POST /store/order-edits/:id/complete of Medusa v1: v2 has no such thing, so a 501 naming its replacement. */
export const POST = notInV2Route("POST", "/v1/store/order-edits/:id/complete")
