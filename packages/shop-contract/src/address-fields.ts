/**
 * The fields of an address (spec section 3) as Medusa's store routes take and answer them, on a cart, an
 * order or a customer's account; v1's Address has the same.
 */
export const ADDRESS_FIELDS = [
  "first_name",
  "last_name",
  "company",
  "address_1",
  "address_2",
  "city",
  "postal_code",
  "country_code",
  "province",
  "phone",
] as const

export type AddressField = (typeof ADDRESS_FIELDS)[number]
