/** What the shop keeps in the shopper's browser (spec section 3), one key each. */
export const STORAGE_KEYS = {
  carts: "leafline_carts",
  region: "leafline_region",
  salesChannel: "leafline_sales_channel",
  pendingFavourites: "leafline_pending_favourites",
} as const

/** Mirrors the chosen country for the server, so its first paint already shows the shopper's currency. */
export const COUNTRY_COOKIE = "leafline_country"

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">

/** Reads a JSON value; anything missing, unparsable or of the wrong shape is the fallback. */
export function readJson<T>(store: KeyValueStore | undefined, key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  try {
    const raw = store?.getItem(key)
    if (raw == null) return fallback
    const value: unknown = JSON.parse(raw)
    return isValid(value) ? value : fallback
  } catch {
    return fallback
  }
}

export function writeJson(store: KeyValueStore | undefined, key: string, value: unknown): void {
  try {
    if (value == null) store?.removeItem(key)
    else store?.setItem(key, JSON.stringify(value))
  } catch {
    // A full or disabled storage only costs the shopper their remembered choice.
  }
}

export function browserStorage(): KeyValueStore | undefined {
  return typeof window === "undefined" ? undefined : window.localStorage
}

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string")

export const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === "string")

export function countryCookie(countryCode: string): string {
  return `${COUNTRY_COOKIE}=${encodeURIComponent(countryCode)}; path=/; max-age=31536000; samesite=lax`
}
