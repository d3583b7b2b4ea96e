import "server-only"
import { NextResponse } from "next/server"
import { JSON_BODY_LIMIT_BYTES, readCappedBody } from "@lib/util/capped-body"
import { AUTH_MESSAGES, type AuthOutcome, type AuthRefusal } from "./customer-auth"
import { BackendUnreachable } from "@lib/backend/server"
import { startSession } from "./session"
import { refuseForeignWrite } from "./write-guard"

const MAX_FIELD_LENGTH = 512
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function refusal({ status, message, retryAfter }: AuthRefusal): NextResponse {
  const response = NextResponse.json({ message }, { status })
  if (retryAfter) response.headers.set("Retry-After", retryAfter)
  return response
}

/** The answer to a sign-in, a registration or a new password: the session starts, or the shopper is told why not. */
export function sessionAnswer(outcome: AuthOutcome): NextResponse {
  if ("status" in outcome) return refusal(outcome)
  return startSession(NextResponse.json({ signed_in: true }), outcome.token)
}

/**
 * The string fields of a JSON body sent from the shop's own pages (lib/util/write-origin.ts): the required ones must be there and not blank, an `email` must look
 * like one (lower-cased, as the back end keys identities by it). Anything else is a 400 naming the field.
 */
export async function readFields<R extends string, O extends string = never>(
  request: Request,
  required: readonly R[],
  optional: readonly O[] = [],
): Promise<(Record<R, string> & Partial<Record<O, string>>) | NextResponse> {
  const foreign = refuseForeignWrite(request)
  if (foreign) return foreign
  const bytes = await readCappedBody(request, JSON_BODY_LIMIT_BYTES)
  if (!bytes) return refusal({ status: 413, message: `The request body is too large: keep it under ${JSON_BODY_LIMIT_BYTES / 1024} kB.` })
  let body: unknown
  try {
    // JSON is UTF-8: bytes that are not are refused, not read as U+FFFD.
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes))
  } catch {
    return refusal({ status: 400, message: "The request body must be JSON." })
  }
  if (!body || typeof body !== "object") return refusal({ status: 400, message: "The request body must be a JSON object." })
  const fields: Record<string, string> = {}
  for (const name of [...required, ...optional]) {
    const value = (body as Record<string, unknown>)[name]
    if (value === undefined || value === null || value === "") {
      if ((required as readonly string[]).includes(name)) return refusal({ status: 400, message: `${label(name)} is required.` })
      continue
    }
    if (typeof value !== "string") return refusal({ status: 400, message: `${label(name)} must be text.` })
    if (value.length > MAX_FIELD_LENGTH) return refusal({ status: 400, message: `${label(name)} is too long.` })
    const kept = name.endsWith("password") || name === "token" ? value : value.trim()
    if (!kept && (required as readonly string[]).includes(name)) return refusal({ status: 400, message: `${label(name)} is required.` })
    fields[name] = name === "email" ? kept.toLowerCase() : kept
  }
  if ("email" in fields && !EMAIL.test(fields.email)) return refusal({ status: 400, message: "Enter a valid email address." })
  return fields as Record<R, string> & Partial<Record<O, string>>
}

function label(field: string): string {
  const words = field.replace(/_/g, " ")
  return words[0].toUpperCase() + words.slice(1)
}

/** Runs an auth route's work; a back end that cannot be reached is a 502 the shopper can retry, never a 500. */
export async function answering(work: () => Promise<NextResponse>): Promise<NextResponse> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof BackendUnreachable) return refusal({ status: 502, message: AUTH_MESSAGES.unavailable })
    throw error
  }
}
