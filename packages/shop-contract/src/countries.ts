/** The locale the shop writes for its shoppers (English), the one formatMoney uses by default too. */
export const SHOP_LOCALE = "en-US"

/** Making a DisplayNames costs far more than asking it, and a page or an email names a few countries. */
const regionNames = new Map<string, Intl.DisplayNames>()

function regionNamesIn(locale: string): Intl.DisplayNames {
  let names = regionNames.get(locale)
  if (!names) {
    // fallback "none": an unknown code answers undefined, not the code itself, so we choose what to show.
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" })
    regionNames.set(locale, names)
  }
  return names
}

/**
 * A country as a shopper reads it ("de" → "Germany"), from its ISO 3166-1 alpha-2 code, in the shopper's
 * locale; a code Intl does not know stays the code (upper case), a missing one gives "".
 */
export function countryName(code: string | null | undefined, locale: string = SHOP_LOCALE): string {
  const iso = (code ?? "").trim().toUpperCase()
  if (!iso) return ""
  if (!/^[A-Z]{2}$/.test(iso)) return iso
  try {
    return regionNamesIn(locale).of(iso) ?? iso
  } catch {
    return iso
  }
}
