"use client"

import type { ListingQuery } from "@lib/util/listing-query"
import { useListingNavigation } from "@modules/listing/components/listing-navigation"

/** A real link to a listing (it works opened in a new tab), that navigates within the page's transition. */
export default function ListingLink({
  change,
  scroll = false,
  children,
  ...props
}: { change: Partial<ListingQuery>; scroll?: boolean } & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const { hrefFor, go } = useListingNavigation()
  return (
    <a
      {...props}
      href={hrefFor(change)}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
        event.preventDefault()
        go(change, { scroll })
      }}
    >
      {children}
    </a>
  )
}
