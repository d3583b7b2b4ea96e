"use client"

import { useState } from "react"
import { Spinner } from "@modules/common/icons"
import { useListingNavigation } from "@modules/listing/components/listing-navigation"

/**
 * Holds the listing's cards: dims them while the next listing renders, and under 768 px lets the shopper
 * choose one or two columns (the cards read `data-columns` from here).
 */
export default function ListingGrid({ count, children }: { count: React.ReactNode; children: React.ReactNode }) {
  const { isPending } = useListingNavigation()
  const [columns, setColumns] = useState<"one" | "two">("two")
  return (
    <div className="group" data-columns={columns}>
      <div className="mb-4 flex min-h-10 items-center justify-between gap-4">
        <p className="flex items-center gap-2 text-sm text-leaf-800" aria-live="polite" data-testid="result-count">
          {count}
          {isPending && <Spinner />}
        </p>
        <div className="flex gap-1 md:hidden" role="group" aria-label="Columns">
          {(["one", "two"] as const).map((option) => (
            <button
              key={option}
              type="button"
              onClick={() => setColumns(option)}
              aria-pressed={columns === option}
              className="flex h-10 w-10 items-center justify-center rounded-lg border border-leaf-200 aria-pressed:bg-leaf-700 aria-pressed:text-white"
              data-testid={`grid-${option}`}
            >
              <span className="sr-only">{option === "one" ? "One column" : "Two columns"}</span>
              <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4" fill="currentColor">
                {option === "one" ? (
                  <rect x="3" y="3" width="14" height="14" rx="2" />
                ) : (
                  <path d="M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z" />
                )}
              </svg>
            </button>
          ))}
        </div>
      </div>
      <div aria-busy={isPending} className={isPending ? "opacity-50 transition-opacity" : "transition-opacity"}>
        {children}
      </div>
    </div>
  )
}
