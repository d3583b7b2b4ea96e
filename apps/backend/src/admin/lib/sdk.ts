import Medusa from "@medusajs/js-sdk"

// The back office is served by the back end itself, so its API is on the same origin, with the
// staff session cookie.
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })
