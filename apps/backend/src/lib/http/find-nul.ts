/**
 * The name of the first key or value holding a NUL character in a parsed query or JSON body, if any,
 * written `a[b][0]`; "" for a bare string. PostgreSQL cannot store NUL in text.
 */
export function findNul(value: unknown, name = ""): string | null {
  if (typeof value === "string") return value.includes("\0") ? name : null
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const innerName = name ? `${name}[${key}]` : key
      if (key.includes("\0")) return innerName.replace(/\0/g, "%00")
      const found = findNul(inner, innerName)
      if (found !== null) return found
    }
  }
  return null
}
