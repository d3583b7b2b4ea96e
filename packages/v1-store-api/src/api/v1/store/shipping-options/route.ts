import { notInV2Route } from "../../../../lib/not-in-v2"

/** GET /store/shipping-options of v1 (by region and products, without a cart): v2 prices options for a cart only. */
export const GET = notInV2Route("GET", "/v1/store/shipping-options")
