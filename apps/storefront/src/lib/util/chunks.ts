/** The list cut into consecutive pieces of at most `size` items. */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`chunk size must be a whole number from 1, not ${size}`)
  const pieces: T[][] = []
  for (let start = 0; start < list.length; start += size) pieces.push(list.slice(start, start + size))
  return pieces
}
