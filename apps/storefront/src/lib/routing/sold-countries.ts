import { backendFetch } from "@lib/backend/server"

/** How long the proxy (src/proxy.ts) trusts its list of countries before asking the back end again. */
const FRESH_MS = 60_000

let known: { countries: ReadonlySet<string>; readAt: number } | null = null
let reading: Promise<ReadonlySet<string>> | null = null

async function readCountries(): Promise<ReadonlySet<string>> {
  const response = await backendFetch("/store/regions?fields=countries.iso_2&limit=100", { cache: "no-store" })
  if (!response.ok) throw new Error(`GET /store/regions answered ${response.status}`)
  const { regions } = (await response.json()) as { regions: { countries?: { iso_2?: string }[] }[] }
  const countries = new Set(regions.flatMap((region) => region.countries ?? []).map((c) => c.iso_2?.toLowerCase() ?? ""))
  countries.delete("")
  known = { countries, readAt: Date.now() }
  return countries
}

function refresh(): Promise<ReadonlySet<string>> {
  reading ??= readCountries().finally(() => {
    reading = null
  })
  return reading
}

/**
 * The countries the shop sells to, for the proxy to trust a country cookie. Kept in memory: a stale
 * list is answered at once while a fresh one is read; only the first request waits, and a back end that
 * cannot be reached leaves the last list (or none, which means the default country for everyone).
 */
export async function soldCountries(): Promise<ReadonlySet<string>> {
  if (!known) return refresh().catch(() => new Set<string>())
  if (Date.now() - known.readAt > FRESH_MS) refresh().catch(() => {})
  return known.countries
}
