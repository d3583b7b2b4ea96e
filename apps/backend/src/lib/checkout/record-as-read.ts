type Rec = Record<string, unknown>
/** A level of a field list: "*" (every column), and each named field with what is asked under it. */
type FieldTree = { all: boolean; named: Map<string, FieldTree> }

function fieldTree(fields: string[]): FieldTree {
  const root: FieldTree = { all: false, named: new Map() }
  for (const field of fields) {
    let node = root
    for (const part of field.split(".")) {
      if (part === "*") {
        node.all = true
        break
      }
      if (!node.named.has(part)) node.named.set(part, { all: false, named: new Map() })
      node = node.named.get(part)!
    }
  }
  return root
}

const isRelation = (tree: FieldTree | undefined) => !!tree && (tree.all || tree.named.size > 0)

function project(value: unknown, asked: FieldTree, read: FieldTree | undefined): unknown {
  if (value === null || value === undefined || typeof value !== "object" || value instanceof Date) return value
  if (Array.isArray(value)) return value.map((entry) => project(entry, asked, read))
  if (!isRelation(asked)) return value
  const out: Rec = {}
  for (const [key, field] of Object.entries(value as Rec)) {
    const askedHere = asked.named.get(key)
    const readHere = read?.named.get(key)
    if (askedHere) out[key] = project(field, askedHere, readHere)
    // A column kept by "*", or what the module works out itself whatever was asked (a cart's totals): not a relation read.
    else if (!isRelation(readHere) && (asked.all || !readHere)) out[key] = field
  }
  return out
}

/**
 * A record read with the fields `readWith` (Medusa's query), cut to what a read with `fields` would have held: the
 * fields named, "*" keeping every column but not the relations the wider read brought, and what was not asked
 * either time (what the module works out itself, such as a cart's totals) kept. A step of Medusa's that would read
 * the record again is handed it, read once, as its own read would have given it.
 */
export function recordAsRead<T>(record: T, fields: string[], readWith: string[]): T {
  return project(record, fieldTree(fields), fieldTree(readWith)) as T
}
