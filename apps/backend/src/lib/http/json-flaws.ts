/**
 * How deep a JSON body may nest: as deep as the body parser lets a form body nest (body-parser's
 * urlencoded `depth`). The deepest body a route takes is an admin product (variants, their prices, a
 * price's rules: 6 levels) with free-form `metadata` objects; 32 leaves them room. A JSON body can nest
 * 50,000 levels within the parser's 100 kB; a recursive walk ran out of stack at 3,000 to 4,000 (a 500).
 */
export const MAX_JSON_DEPTH = 32

export type JsonFlaw =
  /** PostgreSQL cannot store a NUL character in text. */
  | { kind: "nul"; at: string }
  /**
   * U+FFFD is what the body parser puts for each byte that is not UTF-8, and a lone surrogate (`\ud800`,
   * valid JSON) is stored as one: either way the text is not what was meant (an email holding U+FFFD).
   */
  | { kind: "broken-text"; at: string }
  | { kind: "too-deep" }

const BROKEN_TEXT = /\uFFFD|[\uD800-\uDFFF]/u

/**
 * The first flaw of a parsed query or JSON body, if any, with the key or value it is in, written
 * `a[b][0]` ("" for a bare string). Walked with a stack of its own, not by recursion. `brokenText:
 * false` lets U+FFFD through, for text decoded strictly (a query string), where it was sent as such.
 */
export function findJsonFlaw(value: unknown, { brokenText = true } = {}): JsonFlaw | null {
  const pending: { value: unknown; key?: string; at: string; depth: number }[] = [{ value, at: "", depth: 0 }]
  while (pending.length) {
    const { value, key, at, depth } = pending.pop()!
    const flaw = (key !== undefined && textFlaw(key, at, brokenText)) || (typeof value === "string" && textFlaw(value, at, brokenText))
    if (flaw) return flaw
    if (!value || typeof value !== "object") continue
    if (depth >= MAX_JSON_DEPTH) return { kind: "too-deep" }
    // Pushed last to first, so that the first is looked at next: the first flaw in reading order is found.
    const entries = Object.entries(value)
    for (let i = entries.length - 1; i >= 0; i--) {
      const [innerKey, inner] = entries[i]
      pending.push({ value: inner, key: innerKey, at: at ? `${at}[${innerKey}]` : innerKey, depth: depth + 1 })
    }
  }
  return null
}

function textFlaw(text: string, at: string, brokenText: boolean): JsonFlaw | null {
  if (text.includes("\0")) return { kind: "nul", at: at.replace(/\0/g, "%00") }
  if (brokenText && BROKEN_TEXT.test(text)) return { kind: "broken-text", at }
  return null
}
