import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { countAnsweredRequests } from "../http/count-answered-requests"
import { requestClient } from "../http/request-client"
import { emailLookupKey, emailLookupName, tooManyEmailLookupsMessage } from "./email-lookup-throttle"

/**
 * Slows down GET /v1/store/auth/:email (see ./email-lookup-throttle.ts): each lookup answered is counted for
 * the client, and once it has looked up too many emails, a lookup is a 429 with Retry-After, unanswered.
 */
export async function slowDownEmailLookups(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const name = emailLookupName(req.params.email)
  if (!name) return next()
  await countAnsweredRequests(req, res, next, {
    key: emailLookupKey(requestClient(req)),
    name,
    bookkeeping: "Counting an account lookup",
    tooManyMessage: tooManyEmailLookupsMessage,
  })
}
