"use client"

import { useRouter } from "next/navigation"
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useTransition } from "react"
import { changeListing, listingSearch, type ListingQuery } from "@lib/util/listing-query"

interface ListingNavigation {
  query: ListingQuery
  /** The listing's address after a change (page 1 unless the change is the page). */
  hrefFor: (change: Partial<ListingQuery>) => string
  /** Writes the change into the URL; the server renders the new listing. */
  go: (change: Partial<ListingQuery>, options?: { scroll?: boolean }) => void
  isPending: boolean
}

const ListingNavigationContext = createContext<ListingNavigation | null>(null)

/** Every listing control writes the URL, so a listing can be shared and reloaded and Back works. */
export function ListingNavigationProvider({ basePath, query, children }: { basePath: string; query: ListingQuery; children: React.ReactNode }) {
  const router = useRouter()
  const [isPending, startTransition] = useTransition()
  // The listing being loaded: controls show the shopper's choice at once, not when the server answers.
  const [loading, setLoading] = useState<ListingQuery | null>(null)
  useEffect(() => setLoading(null), [query])
  const shown = isPending && loading ? loading : query

  const hrefFor = useCallback(
    (change: Partial<ListingQuery>) => `${basePath}${listingSearch(changeListing(shown, change))}`,
    [basePath, shown],
  )
  const go = useCallback<ListingNavigation["go"]>(
    (change, { scroll = false } = {}) => {
      const next = changeListing(shown, change)
      setLoading(next)
      startTransition(() => router.push(`${basePath}${listingSearch(next)}`, { scroll }))
    },
    [router, basePath, shown],
  )
  const value = useMemo(() => ({ query: shown, hrefFor, go, isPending }), [shown, hrefFor, go, isPending])
  return <ListingNavigationContext.Provider value={value}>{children}</ListingNavigationContext.Provider>
}

export function useListingNavigation(): ListingNavigation {
  const navigation = useContext(ListingNavigationContext)
  if (!navigation) throw new Error("useListingNavigation must be used within a ListingNavigationProvider")
  return navigation
}
