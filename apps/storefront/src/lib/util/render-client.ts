/**
 * Whom a render is counted against: the client's address, an IPv6 one by its /64 network, since one
 * connection is usually given a whole /64 and could change address within it at every request.
 */
export function renderClient(address: string | null): string {
  if (!address) return "unknown"
  if (!address.includes(":") || address.startsWith("::ffff:")) return address.replace(/^::ffff:/, "")
  const groups = expandIpv6(address)
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address
}

/** The eight groups of an IPv6 address, `::` filled in; null when it is not one. */
function expandIpv6(address: string): string[] | null {
  const [head, tail, ...rest] = address.split("::")
  if (rest.length) return null
  const left = head ? head.split(":") : []
  const right = tail === undefined ? [] : tail ? tail.split(":") : []
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return null
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill("0"), ...right]
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, "")) : null
}
