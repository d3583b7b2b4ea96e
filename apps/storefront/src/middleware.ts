import { NextResponse } from "next/server"
import { publicBackendUrl } from "@lib/backend-address"
import { contentSecurityPolicy } from "@lib/util/content-security-policy"

// The policy names the back end, whose address is known at run time only (next.config's headers are
// fixed at build time); the headers that name nothing are in next.config.mjs, for every response.
const policy = contentSecurityPolicy({ backendUrl: publicBackendUrl(), dev: process.env.NODE_ENV === "development" })

/** Sets the Content-Security-Policy on pages; it changes nothing else, so cached pages stay cached. */
export function middleware() {
  const response = NextResponse.next()
  response.headers.set("Content-Security-Policy", policy)
  return response
}

export const config = {
  runtime: "nodejs",
  // Pages only: build assets, images and text files carry no policy of their own.
  matcher: ["/((?!_next/static|_next/image|.*\\.(?:svg|png|jpe?g|webp|avif|ico|txt|xml|webmanifest)$).*)"],
}
