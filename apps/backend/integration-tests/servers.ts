import { stack } from "./stack"

/**
 * The back end's server processes the tests may address: LEAFLINE_BACKEND_URLS (comma-separated), when
 * several processes listen on ports of their own, else the stack's one back end. callFrom (client-http.ts)
 * opens a connection per call, so where several processes share one port (Node's cluster hands each
 * connection to the next process) successive calls are spread over them too.
 */
export function serverUrls(): string[] {
  const listed = (process.env.LEAFLINE_BACKEND_URLS ?? "").split(",").map((url) => url.trim()).filter(Boolean)
  return listed.length ? listed : [stack().backendUrl]
}

/** The servers in turns: the i-th call's. */
export const nthServer = (i: number) => serverUrls()[i % serverUrls().length]
