import { notInV2Route } from "../../../../../lib/not-in-v2"

/** GET /store/swaps/:cart_id of Medusa v1: v2 has no such thing, so a 501 naming its replacement. */
export const GET = notInV2Route("GET", "/v1/store/swaps/:cart_id")
