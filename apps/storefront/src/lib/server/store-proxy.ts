import "server-only"
import type { NextRequest } from "next/server"
import { NextResponse } from "next/server"
import { BackendUnreachable, backendAddress, backendFetch } from "@lib/backend/server"
import { JSON_BODY_LIMIT_BYTES, readCappedBody } from "@lib/util/capped-body"
import { SESSION_COOKIE } from "@lib/util/session-cookies"
import { clientHeaders } from "./client-address"
import { AUTH_MESSAGES } from "./customer-auth"
import { endSession } from "./session"
import { refuseForeignWrite } from "./write-guard"

const REQUEST_HEADERS = ["accept", "content-type", "idempotency-key", "x-publishable-api-key"]
const RESPONSE_HEADERS = ["content-type", "retry-after", "idempotent-replayed", "cache-control"]

/**
 * The browser's store calls pass through the storefront's own origin, which turns the HttpOnly session
 * cookie into the back end's bearer token: the token never reaches a page script. Writes come from the shop's
 * own pages only, as JSON (lib/util/write-origin.ts). The shopper's own cookies
 * and any Authorization they send stay here; only the store API is reachable this way.
 */
export async function forwardToStoreApi(request: NextRequest): Promise<Response> {
  const foreign = refuseForeignWrite(request)
  if (foreign) return foreign
  const target = backendAddress(request.nextUrl.pathname + request.nextUrl.search)
  // URL parsing resolves `%2e%2e` segments: what is left must still be under /store.
  if (!target.pathname.startsWith("/store/")) {
    return NextResponse.json({ message: `No store route at ${request.nextUrl.pathname}` }, { status: 404 })
  }

  const headers = new Headers(clientHeaders(request.headers))
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  // The page sends the shop's key (spec section 6); backendFetch adds it to a call without one.
  const token = request.cookies.get(SESSION_COOKIE)?.value
  if (token) headers.set("authorization", `Bearer ${token}`)

  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await readCappedBody(request, JSON_BODY_LIMIT_BYTES)
  if (body === null) {
    return NextResponse.json({ message: `The request body is too large: keep it under ${JSON_BODY_LIMIT_BYTES / 1024} kB.` }, { status: 413 })
  }

  let answer: Response
  try {
    answer = await backendFetch(target, {
      method: request.method,
      headers,
      body,
      cache: "no-store",
      redirect: "manual",
    })
  } catch (error) {
    if (!(error instanceof BackendUnreachable)) throw error
    return NextResponse.json({ message: AUTH_MESSAGES.unavailable }, { status: 502 })
  }

  const response = new NextResponse(answer.body, { status: answer.status })
  for (const name of RESPONSE_HEADERS) {
    const value = answer.headers.get(name)
    if (value) response.headers.set(name, value)
  }
  if (!token) return response
  // A token the back end no longer accepts (expired, or its session ended) ends the session: the shopper is a
  // guest again. A session is never renewed: the back end's refresh never outlasts the sign-in.
  if (answer.status === 401) return endSession(response)
  return response
}
