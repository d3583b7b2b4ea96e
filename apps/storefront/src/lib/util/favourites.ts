/** Favourites are a set of product ids; toggling adds an absent id and removes a present one. */
export function toggleId(ids: string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((existing) => existing !== id) : [...ids, id]
}

/** The pending (guest) favourites a customer does not have yet: what sign-in must add to the account. */
export function favouritesToMerge(pending: string[], accountIds: string[]): string[] {
  const have = new Set(accountIds)
  return [...new Set(pending)].filter((id) => !have.has(id))
}
