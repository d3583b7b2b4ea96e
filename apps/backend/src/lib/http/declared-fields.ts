/**
 * The fields of a `fields` query parameter that a route has not declared, in Medusa's own terms: a
 * field is declared only by its full path (`products.id` is not declared by `products`), `*rel` and
 * `rel.*` ask for the relation `rel`, a leading `+` adds to the defaults and a leading `-` only takes
 * a default away (so it needs no declaring).
 */
export function undeclaredFields(requested: unknown, declared: Iterable<string>): string[] {
  const allowed = new Set(declared)
  const entries = (Array.isArray(requested) ? requested : [requested])
    .filter((entry): entry is string => typeof entry === "string")
    .flatMap((entry) => entry.split(","))
    .map((entry) => entry.trim())
    .filter((entry) => entry && !entry.startsWith("-"))
  const undeclared = new Set<string>()
  for (const entry of entries) {
    const field = entry.replace(/^\+/, "").replace(/^\*/, "").replace(/\.\*$/, "")
    if (!allowed.has(field)) undeclared.add(entry)
  }
  return [...undeclared]
}

/**
 * Whether a `fields` query parameter names the answer's fields, as Medusa reads it: some entry carries
 * no modifier. `+x` (or ` x`, a `+` decoded from a URL), `-x`, `*rel` and `rel.*` only add to a route's
 * defaults or take from them.
 */
export function namesAnswerFields(requested: unknown): boolean {
  if (typeof requested !== "string") return false
  return requested.split(",").filter(Boolean).some((entry) => !/^[+ \-*]/.test(entry) && !entry.endsWith(".*"))
}
