import qs from "qs"
import { findJsonFlaw } from "./json-flaws"

/** The spec's caps on query-string parsing (section 9). */
export const QUERY_LIMITS = { arrayItems: 20, depth: 5, parameters: 1000 } as const

const PAGING_PARAMS = ["limit", "offset"] as const
const WHOLE_NUMBER = /^\d{1,9}$/

class BadTarget extends Error {}

/** Like qs's own decoder, but a malformed percent-encoding is an error instead of being kept as is. */
function strictDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "))
  } catch {
    throw new BadTarget(`The query string has a malformed percent-encoding near '${text.slice(0, 40)}'`)
  }
}

function checkPath(path: string) {
  for (const segment of path.split("/")) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      throw new BadTarget(
        `The path has a malformed percent-encoding in '${segment.slice(0, 40)}': encode characters as UTF-8 (e.g. %C3%A9 for é)`,
      )
    }
    if (decoded.includes("\0")) throw new BadTarget("The path contains a NUL character (%00)")
  }
}

const LIMIT_MESSAGES: [RegExp, string][] = [
  [/array limit/i, `A query parameter lists more than ${QUERY_LIMITS.arrayItems} items (indexes run from 0 to ${QUERY_LIMITS.arrayItems - 1})`],
  [/parameter limit/i, `The query string has more than ${QUERY_LIMITS.parameters} parameters`],
  [/depth/i, `A query parameter is nested more than ${QUERY_LIMITS.depth} levels deep`],
]

function parseQuery(query: string): Record<string, unknown> {
  try {
    return qs.parse(query, {
      arrayLimit: QUERY_LIMITS.arrayItems,
      depth: QUERY_LIMITS.depth,
      parameterLimit: QUERY_LIMITS.parameters,
      throwOnLimitExceeded: true,
      strictDepth: true,
      decoder: strictDecode,
    })
  } catch (error) {
    if (error instanceof BadTarget) throw error
    const known = LIMIT_MESSAGES.find(([pattern]) => pattern.test((error as Error).message))
    throw new BadTarget(known ? known[1] : "The query string cannot be read")
  }
}

function checkQuery(query: string) {
  const parsed = parseQuery(query)
  const flaw = findJsonFlaw(parsed, { brokenText: false })
  if (flaw?.kind === "nul") throw new BadTarget(`The query parameter '${flaw.at}' contains a NUL character (%00)`)
  // Medusa reads `a.b` as `a[b]` and fails on anything deeper.
  const dotted = Object.keys(parsed).find((key) => key.split(".").length > 2)
  if (dotted) throw new BadTarget(`The query parameter '${dotted.slice(0, 60)}' has more than one dot: write it as a[b][c]`)
  for (const name of PAGING_PARAMS) {
    const value = parsed[name]
    if (value !== undefined && (typeof value !== "string" || !WHOLE_NUMBER.test(value))) {
      throw new BadTarget(`${name} must be a whole number of 0 or more`)
    }
  }
}

/**
 * Checks a request's target (path and query string) before anything reads it. Returns what is wrong
 * with it, for a 400, or null when it is fine: malformed percent-encodings, NUL characters, query
 * strings over the caps, and negative or non-numeric paging.
 */
export function checkRequestTarget(url: string): string | null {
  const [path, ...rest] = url.split("?")
  // Medusa re-reads everything after the first "?" as the query string; so does this.
  const query = rest.join("?")
  try {
    checkPath(path)
    if (query) checkQuery(query)
    return null
  } catch (error) {
    if (error instanceof BadTarget) return error.message
    throw error
  }
}
