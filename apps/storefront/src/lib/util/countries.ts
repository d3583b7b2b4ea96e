import { countryName } from "@leafline/shop-contract"

/** A country a form offers: its code and its name as the shopper reads it. */
export type CountryOption = { code: string; name: string }

type RegionCountries = { countries?: ({ iso_2?: string | null } | null)[] | null }

/** A region's countries as a form offers them, named by the shop (shop-contract's countryName), not by the back end. */
export function countryOptions(region: RegionCountries | null | undefined): CountryOption[] {
  return (region?.countries ?? []).flatMap((country) => (country?.iso_2 ? [{ code: country.iso_2, name: countryName(country.iso_2) }] : []))
}

type AddressOfACountry = {
  country_code?: string | null
  address_1?: string | null
  city?: string | null
  postal_code?: string | null
}

/** An address someone wrote (a street, a town or a postal code), rather than a form's untouched start. */
const isWritten = (address: AddressOfACountry | null | undefined) =>
  Boolean(address?.address_1?.trim() || address?.city?.trim() || address?.postal_code?.trim())

/**
 * The country an address form starts from. A written address keeps its own. An empty form starts from the
 * country the shopper chose in the header, then their saved address's country, then the region's first;
 * only a country of the region counts, since each region ships within itself.
 */
export function startingCountry({
  address,
  chosen,
  saved = [],
  regionCountries,
}: {
  address?: AddressOfACountry | null
  chosen?: string | null
  saved?: AddressOfACountry[]
  regionCountries: string[]
}): string {
  const inRegion = (code: string | null | undefined): code is string => !!code && regionCountries.includes(code)
  if (isWritten(address) && inRegion(address?.country_code)) return address.country_code
  if (inRegion(chosen)) return chosen
  const savedCountry = saved.map((one) => one.country_code).find(inRegion)
  return savedCountry ?? regionCountries[0] ?? ""
}
