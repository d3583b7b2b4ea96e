/**
 * A record cut down to the fields a route declares (Medusa's dotted paths: `items.id`, `shipping_address.*`
 * for a relation whole), so that what a workflow adds on its own (Medusa's order details always carry the
 * payment collections and fulfilments they work the statuses out from) never reaches the answer.
 */
export function onlyFields<T>(record: T, fields: readonly string[]): T {
  return pick(record, fields.map((field) => field.replace(/^\*/, "").replace(/\.\*$/, "").split(".")))
}

function pick(value: unknown, paths: string[][]): any {
  if (Array.isArray(value)) return value.map((entry) => pick(entry, paths))
  if (value === null || typeof value !== "object") return value
  if (paths.some((path) => path.length === 0)) return value
  const picked: Record<string, unknown> = {}
  const source = value as Record<string, unknown>
  for (const key of new Set(paths.map(([first]) => first))) {
    if (!(key in source)) continue
    picked[key] = pick(source[key], paths.filter(([first]) => first === key).map(([, ...rest]) => rest))
  }
  return picked
}
