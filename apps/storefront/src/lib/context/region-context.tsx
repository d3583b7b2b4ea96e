"use client"

import { createContext, useContext } from "react"

/** The region the server priced the page in (from the country cookie), for what the browser fetches. */
export interface ShopperScope {
  regionId: string
  countryCode: string
  currencyCode: string
}

const RegionContext = createContext<ShopperScope | null>(null)

export function RegionProvider({ scope, children }: { scope: ShopperScope; children: React.ReactNode }) {
  return <RegionContext.Provider value={scope}>{children}</RegionContext.Provider>
}

export function useShopperScope(): ShopperScope {
  const scope = useContext(RegionContext)
  if (!scope) throw new Error("useShopperScope must be used within a RegionProvider")
  return scope
}
