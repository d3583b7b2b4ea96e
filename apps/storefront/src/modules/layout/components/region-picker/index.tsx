"use client"

import { useRouter } from "next/navigation"
import { useEffect, useTransition } from "react"
import { useCart } from "@lib/context/cart-context"
import { COUNTRY_COOKIE, STORAGE_KEYS, browserStorage, countryCookie, readJson, writeJson } from "@lib/util/local-state"
import { Spinner } from "@modules/common/icons"

export interface RegionOption {
  id: string
  name: string
  currencyCode: string
  countries: { code: string; name: string }[]
}

interface StoredRegion {
  regionId: string
  countryCode: string
}
const isStoredRegion = (value: unknown): value is StoredRegion =>
  typeof (value as StoredRegion)?.regionId === "string" && typeof (value as StoredRegion)?.countryCode === "string"

/**
 * Countries grouped by region. The choice is kept in localStorage and mirrored in a cookie, which the
 * server reads to price the next render; held carts move to the new region.
 */
export default function RegionPicker({ id, regions, countryCode }: { id: string; regions: RegionOption[]; countryCode: string }) {
  const router = useRouter()
  const { setRegion } = useCart()
  const [isPending, startTransition] = useTransition()

  useEffect(() => {
    const storage = browserStorage()
    const stored = readJson<StoredRegion | null>(storage, STORAGE_KEYS.region, isStoredRegion, null)
    const cookieSet = document.cookie.split("; ").some((c) => c.startsWith(`${COUNTRY_COOKIE}=`))
    if (stored && !cookieSet && stored.countryCode !== countryCode && regions.some((r) => r.id === stored.regionId)) {
      // The cookie went (expired, cleared) but the choice is remembered: price the page for it again.
      document.cookie = countryCookie(stored.countryCode)
      startTransition(() => router.refresh())
      return
    }
    const region = regions.find((r) => r.countries.some((c) => c.code === countryCode))
    if (region) writeJson(storage, STORAGE_KEYS.region, { regionId: region.id, countryCode })
  }, [countryCode, regions, router])

  async function choose(code: string) {
    const region = regions.find((r) => r.countries.some((c) => c.code === code))
    if (!region) return
    writeJson(browserStorage(), STORAGE_KEYS.region, { regionId: region.id, countryCode: code })
    document.cookie = countryCookie(code)
    startTransition(() => router.refresh())
    await setRegion(region.id)
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Country and currency
      </label>
      <select
        id={id}
        value={countryCode}
        onChange={(event) => void choose(event.target.value)}
        className="h-10 max-w-44 rounded-full border border-leaf-200 bg-white px-3 text-sm"
        data-testid="region-picker"
      >
        {regions.map((region) => (
          <optgroup key={region.id} label={`${region.name} (${region.currencyCode.toUpperCase()})`}>
            {region.countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name} · {region.currencyCode.toUpperCase()}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {isPending && <Spinner />}
    </div>
  )
}
