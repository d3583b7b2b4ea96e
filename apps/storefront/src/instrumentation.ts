/** Runs once as the storefront's server starts, before it takes a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { recordClientAddresses } = await import("@lib/server/client-address")
    recordClientAddresses()
  }
}
