import { type MedusaErrorHandlerFunction, errorHandler } from "@medusajs/framework/http"
import { STATUS_CODES } from "node:http"
import { isMissingRegionError, regionIsMissing } from "../checkout/missing-region"
import { receiveLocationRefusal } from "../returns/receive-location"
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_SECONDS, isServiceUnavailable } from "./service-unavailable"

const medusaErrorHandler = errorHandler()

/** What a person can do about each of the body parser's refusals, instead of the parser's own words. */
const BODY_PARSER_MESSAGES: Record<string, string> = {
  "entity.parse.failed": "The request body is not valid JSON",
  "entity.too.large": "The request body is too large",
  "encoding.unsupported": "The request body's Content-Encoding is not supported: send it plain or gzip",
  "charset.unsupported": "The request body's charset is not supported: send UTF-8",
  "request.aborted": "The request was aborted before its body arrived",
  "request.size.invalid": "The request body's length does not match its Content-Length",
}

type HttpError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean }

/**
 * Medusa's workflow engine sometimes reports a step's failure as its own bookkeeping ("Updating Status
 * from "ok" to "temp_failure" is not allowed"), seen when a completion's reservation failed while its
 * sibling steps ran. The workflow has rolled back; the request can be sent again (the storefront
 * retries a 409), and then fails or succeeds with a message of its own.
 */
const WORKFLOW_STATE_ERROR = /^Updating (State|Status) from "[^"]*" to "[^"]*" is not allowed\.?$/

/**
 * Medusa's failures that its handler would answer with its own bookkeeping's words or a 500, each with an
 * answer that says what to do.
 */
function answerOfOurs(error: unknown): { status: number; type: string; message: string } | undefined {
  const message = (error as Error | undefined)?.message
  if (typeof message === "string" && WORKFLOW_STATE_ERROR.test(message)) {
    return { status: 409, type: "conflict", message: "The request could not be finished this time: send it again" }
  }
  const receiveRefusal = receiveLocationRefusal(error)
  if (receiveRefusal) return { status: 400, type: "invalid_data", message: receiveRefusal }
  return undefined
}

/**
 * Medusa's error handler, except for the errors Express and its body parser raise, whose messages
 * are the parser's internals (a JSON syntax error's position, say): those get a message of ours, as do
 * the failures of Medusa's that `answerOfOurs` knows; and a database or Redis out of reach is a 503 to send again, not a 500 (nor a 404 for a region it could not read).
 */
export const jsonErrorHandler: MedusaErrorHandlerFunction = (error, req, res, next) => {
  if (isServiceUnavailable(error)) return answerUnavailable(error, res)
  if (isMissingRegionError(error)) return answerMissingRegion(error, req, res, next)
  const ours = answerOfOurs(error)
  if (ours) {
    const { status, ...body } = ours
    res.status(status).json(body)
    return
  }
  const httpError = error as HttpError
  const status = httpError?.statusCode ?? httpError?.status
  if (typeof status === "number" && status >= 400 && status < 500) {
    const message = (httpError.type && BODY_PARSER_MESSAGES[httpError.type]) ?? STATUS_CODES[status] ?? "Bad request"
    res.status(status).json({ type: status === 404 ? "not_found" : "invalid_data", message })
    return
  }
  return medusaErrorHandler(error, req, res, next)
}

/**
 * Medusa's "No regions found" for a new cart, asked again first (lib/checkout/missing-region.ts): a 503 to
 * send again when the region is there after all or the database is still out of reach, Medusa's 404 when
 * the region is really missing.
 */
async function answerMissingRegion(...[error, req, res, next]: Parameters<MedusaErrorHandlerFunction>) {
  const body = (req.validatedBody ?? req.body) as { region_id?: unknown } | undefined
  try {
    const missing = await regionIsMissing(req.scope, typeof body?.region_id === "string" ? body.region_id : undefined)
    if (!missing) return answerUnavailable(error, res)
  } catch (failure) {
    if (isServiceUnavailable(failure)) return answerUnavailable(failure, res)
  }
  return medusaErrorHandler(error, req, res, next)
}

function answerUnavailable(error: unknown, res: Parameters<MedusaErrorHandlerFunction>[2]) {
  console.error(`A request failed while the database or Redis could not be reached: ${(error as Error)?.message}`)
  res.status(503).set("Retry-After", String(SERVICE_UNAVAILABLE_RETRY_SECONDS)).json({ type: "unavailable", message: SERVICE_UNAVAILABLE_MESSAGE })
}
