"use client"

import { useState } from "react"
import { DEFAULT_PRICE, parsePrice } from "@lib/util/listing-query"
import { useListingNavigation } from "@modules/listing/components/listing-navigation"

/** A price range in the shown currency; an empty side takes the default (0 or 100). */
export default function PriceFilter({ currencyCode }: { currencyCode: string }) {
  const { query, go } = useListingNavigation()
  const [min, setMin] = useState(query.price ? String(query.price.min) : "")
  const [max, setMax] = useState(query.price ? String(query.price.max) : "")
  const [error, setError] = useState("")
  const currency = currencyCode.toUpperCase()

  function apply(event: React.FormEvent) {
    event.preventDefault()
    if (!min && !max) return go({ price: null })
    const price = parsePrice(`${min}-${max}`)
    if (!price) return setError("Enter amounts like 5 or 12.50")
    setError("")
    go({ price })
  }

  return (
    <form onSubmit={apply} className="border-t border-leaf-100 py-4" aria-describedby={error ? "price-error" : undefined}>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Price ({currency})</legend>
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor="price-min">
            Minimum price in {currency}
          </label>
          <input id="price-min" inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} placeholder={String(DEFAULT_PRICE.min)} className="h-10 w-full min-w-0 rounded-lg border border-leaf-200 bg-white px-3 text-sm" />
          <span aria-hidden="true">–</span>
          <label className="sr-only" htmlFor="price-max">
            Maximum price in {currency}
          </label>
          <input id="price-max" inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} placeholder={String(DEFAULT_PRICE.max)} className="h-10 w-full min-w-0 rounded-lg border border-leaf-200 bg-white px-3 text-sm" />
          <button type="submit" className="h-10 shrink-0 rounded-lg bg-leaf-700 px-3 text-sm font-semibold text-white hover:bg-leaf-800">
            Apply
          </button>
        </div>
        {error && (
          <p id="price-error" role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    </form>
  )
}
