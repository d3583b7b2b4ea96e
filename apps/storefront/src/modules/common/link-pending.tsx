"use client"

import { useLinkStatus } from "next/link"
import { Spinner } from "./icons"

/** Inside a Link: a spinner while the page it leads to is loading. */
export default function LinkPending({ className = "" }: { className?: string }) {
  const { pending } = useLinkStatus()
  if (!pending) return null
  return (
    <span className={`pointer-events-none absolute inset-0 flex items-center justify-center rounded-2xl bg-cream/60 ${className}`} role="status" aria-label="Loading">
      <Spinner className="h-8 w-8 text-leaf-700" />
    </span>
  )
}
