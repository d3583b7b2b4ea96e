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
