import type { NextRequest } from "next/server"
import { forwardToStoreApi } from "@lib/server/store-proxy"

/** The store API on the shop's own origin (see lib/server/store-proxy.ts). */
function forward(request: NextRequest) {
  return forwardToStoreApi(request)
}

export { forward as DELETE, forward as GET, forward as POST }
