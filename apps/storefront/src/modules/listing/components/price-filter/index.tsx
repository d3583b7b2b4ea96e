"use client"

import { useState } from "react"
import type { PriceRange } from "@leafline/shop-contract"
import { priceHints, typedPriceRange } from "@lib/util/price-filter"
import { useListingNavigation } from "@modules/listing/components/listing-navigation"

const input = "h-10 w-full min-w-0 rounded-lg border border-leaf-200 bg-white px-3 text-sm"

/**
 * A price range in the shown currency. Its hints are the range the listed teas span (`span`, from the
 * listing's price facet); an empty side keeps every tea on that side (lib/util/price-filter.ts). `spanText`
 * is that range formatted on the server: the browser's first Intl.NumberFormat loads its locale data, a
 * long task while the page hydrates on a phone.
 */
export default function PriceFilter({
  currencyCode,
  span,
  spanText,
}: {
  currencyCode: string
  span: PriceRange | null
  spanText: string | null
}) {
  const { query, go } = useListingNavigation()
  const [min, setMin] = useState(query.price ? String(query.price.min) : "")
  const [max, setMax] = useState(query.price ? String(query.price.max) : "")
  const [error, setError] = useState("")
  const currency = currencyCode.toUpperCase()
  const hints = priceHints(span)
  const described = [span ? "price-span" : "", error ? "price-error" : ""].filter(Boolean).join(" ") || undefined

  function apply(event: React.FormEvent) {
    event.preventDefault()
    if (!min.trim() && !max.trim()) return go({ price: null })
    const price = typedPriceRange(min, max, span)
    if (!price) return setError(`Enter amounts like ${hints.min} or ${hints.max}`)
    setError("")
    go({ price })
  }

  return (
    <form onSubmit={apply} className="border-t border-leaf-100 py-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Price ({currency})</legend>
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor="price-min">
            Minimum price in {currency}
          </label>
          <input id="price-min" inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} placeholder={String(hints.min)} aria-describedby={described} className={input} />
          <span aria-hidden="true">–</span>
          <label className="sr-only" htmlFor="price-max">
            Maximum price in {currency}
          </label>
          <input id="price-max" inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} placeholder={String(hints.max)} aria-describedby={described} className={input} />
          <button type="submit" className="h-10 shrink-0 rounded-lg bg-leaf-700 px-3 text-sm font-semibold text-white hover:bg-leaf-800">
            Apply
          </button>
        </div>
        {spanText && (
          <p id="price-span" className="mt-2 text-xs text-leaf-800" data-testid="price-span">
            Teas here cost {spanText}
          </p>
        )}
        {error && (
          <p id="price-error" role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    </form>
  )
}
