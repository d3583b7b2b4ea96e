/** A list of v2 fields (comma-separated) under a relation: `prefixed("items", "id,title")` is `items.id,items.title`. */
export function prefixed(relation: string, fields: string): string {
  return fields
    .split(",")
    .map((field) => `${relation}.${field}`)
    .join(",")
}

/**
 * A v2 store API field list as Query takes it: the API reads `*items` (all of a relation's fields) as
 * `items.*`, which is what Query understands; a route asking Query directly must do the same.
 */
export function graphFields(fields: string): string[] {
  return fields.split(",").map((field) => (field.startsWith("*") ? `${field.slice(1)}.*` : field))
}
