"use client"

import { usePathname, useSearchParams } from "next/navigation"
import { Suspense, useEffect } from "react"
import { headerSearchValue } from "@lib/util/listing-query"

/**
 * Puts the listing's search into the header's boxes once the page runs, and again after each navigation
 * (the header stays mounted). Read in the browser, so every shopper of a country still shares one cached
 * page per listing; a box the shopper is typing in is left alone.
 */
function SyncCurrentSearch({ inputIds }: { inputIds: string[] }) {
  // Both change on a navigation; the URL itself is read from the location, which a middleware rewrite leaves as the shopper typed it.
  const pathname = usePathname()
  const searchParams = useSearchParams()
  useEffect(() => {
    const value = headerSearchValue(window.location.pathname, window.location.search)
    for (const id of inputIds) {
      const input = document.getElementById(id)
      if (input instanceof HTMLInputElement && document.activeElement !== input) input.value = value
    }
  }, [pathname, searchParams, inputIds])
  return null
}

/** Renders nothing: on a page served from the cache, useSearchParams must sit under a Suspense boundary. */
export default function CurrentSearch({ inputIds }: { inputIds: string[] }) {
  return (
    <Suspense fallback={null}>
      <SyncCurrentSearch inputIds={inputIds} />
    </Suspense>
  )
}
