import { ADDRESS_FIELDS, type AddressField, countryName } from "@leafline/shop-contract"

export type AddressLike = { first_name?: string | null; last_name?: string | null; address_1?: string | null }

/** Spacing, case and Unicode composition do not make an address another one. */
const normalised = (value: string | null | undefined) => (value ?? "").normalize("NFC").trim().toLowerCase()

/**
 * Spec section 5: saved addresses are de-duplicated by address_1: a new one is not saved when one with the
 * same address_1, first_name and last_name exists.
 */
export function hasSameSavedAddress(saved: AddressLike[], candidate: AddressLike): boolean {
  const key = (address: AddressLike) =>
    [address.address_1, address.first_name, address.last_name].map(normalised).join("\u0000")
  const wanted = key(candidate)
  return saved.some((address) => key(address) === wanted)
}

export type AddressFields = Partial<Record<AddressField, string>>

/**
 * An address as it can be sent: only its address fields (a cart's address also carries its id, dates
 * and metadata, which an address route refuses), trimmed, the empty ones left out.
 */
export function addressToSend(address: object | null | undefined): AddressFields {
  const sent: AddressFields = {}
  for (const field of ADDRESS_FIELDS) {
    const value = (address as Record<string, unknown> | null | undefined)?.[field]
    if (typeof value === "string" && value.trim()) sent[field] = value.trim()
  }
  return sent
}

/** An edited address as it can be sent: every address field, a cleared one as "" so the server clears it too. */
export function addressToUpdate(address: object): Required<AddressFields> {
  const sent = addressToSend(address)
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, sent[field] ?? ""])) as Required<AddressFields>
}

/** An address as a cart, an order or the account answers it. */
export type CartAddress = {
  first_name: string
  last_name: string
  company?: string
  address_1: string
  address_2?: string
  city: string
  postal_code: string
  country_code: string
  province?: string
  phone?: string
}

/** An address saved to the customer's account. */
export type SavedAddress = CartAddress & { id: string }

export const SAVED_ADDRESS_FIELDS = ["id", ...ADDRESS_FIELDS].join(",")

type AddressToRead = Partial<Record<"first_name" | "last_name" | "address_1" | "address_2" | "postal_code" | "city" | "country_code", string | null>>

/** An address on one line, the country by its name: "Ada Lovelace, Teeweg 1, 10115 Berlin, Germany". */
export function addressLine(address: AddressToRead | null | undefined): string {
  if (!address) return ""
  const name = [address.first_name, address.last_name].filter(Boolean).join(" ")
  const town = [address.postal_code, address.city].filter(Boolean).join(" ")
  return [name, address.address_1, address.address_2, town, countryName(address.country_code)].filter(Boolean).join(", ")
}
