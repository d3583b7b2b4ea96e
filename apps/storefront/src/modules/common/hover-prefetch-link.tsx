"use client"

import PageLink from "@modules/common/page-link"
import { useState } from "react"

/**
 * A link that prefetches its page when the pointer or focus reaches it, not when it scrolls into view:
 * a listing shows a dozen teas, and prefetching each would cost the server a dozen renders a visit.
 */
export default function HoverPrefetchLink(props: React.ComponentProps<typeof PageLink>) {
  const [active, setActive] = useState(false)
  return (
    <PageLink
      {...props}
      prefetch={active ? null : false}
      onMouseEnter={(event) => {
        setActive(true)
        props.onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        setActive(true)
        props.onFocus?.(event)
      }}
    />
  )
}
