import "server-only"
import { NextResponse } from "next/server"
import { storefrontUrl } from "./storefront-url"
import { refusedShopWrite } from "@lib/util/write-origin"

const shopOrigin = new URL(storefrontUrl).origin

/** The refusal of a state-changing request that did not come from the shop's own pages (lib/util/write-origin.ts), or null. */
export function refuseForeignWrite(request: Request): NextResponse | null {
  const { headers } = request
  const refused = refusedShopWrite(
    {
      method: request.method,
      origin: headers.get("origin"),
      secFetchSite: headers.get("sec-fetch-site"),
      host: headers.get("host"),
      contentType: headers.get("content-type"),
      hasBody: Number(headers.get("content-length") ?? 0) > 0 || headers.has("transfer-encoding"),
    },
    shopOrigin,
  )
  return refused && NextResponse.json({ message: refused.message }, { status: refused.status })
}
