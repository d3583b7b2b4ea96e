"use client"

import { useRouter } from "next/navigation"
import { createContext, useCallback, useContext, useMemo, useTransition } from "react"
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
  const hrefFor = useCallback(
    (change: Partial<ListingQuery>) => `${basePath}${listingSearch(changeListing(query, change))}`,
    [basePath, query],
  )
  const go = useCallback<ListingNavigation["go"]>(
    (change, { scroll = false } = {}) => startTransition(() => router.push(hrefFor(change), { scroll })),
    [router, hrefFor],
  )
  const value = useMemo(() => ({ query, hrefFor, go, isPending }), [query, hrefFor, go, isPending])
  return <ListingNavigationContext.Provider value={value}>{children}</ListingNavigationContext.Provider>
}

export function useListingNavigation(): ListingNavigation {
  const navigation = useContext(ListingNavigationContext)
  if (!navigation) throw new Error("useListingNavigation must be used within a ListingNavigationProvider")
  return navigation
}
