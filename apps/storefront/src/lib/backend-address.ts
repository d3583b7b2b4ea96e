/**
 * The back end's address and the publishable key come from the environment at run time (scripts/start.mjs
 * sets them from the data folder), so one build serves the shop, the tests and the benchmark alike.
 */
export const backendUrl = process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"

/** The back end's address as the shopper's browser reaches it (may differ from the server's own). */
export function publicBackendUrl() {
  return process.env.MEDUSA_PUBLIC_BACKEND_URL || backendUrl
}
