/** A list of v2 fields (comma-separated) under a relation: `prefixed("items", "id,title")` is `items.id,items.title`. */
export function prefixed(relation: string, fields: string): string {
  return fields
    .split(",")
    .map((field) => `${relation}.${field}`)
    .join(",")
}
