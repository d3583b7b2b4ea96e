import { type AddressField, countryName } from "@leafline/shop-contract"

export type EmailAddress = { [Field in AddressField]?: string | null }

export interface EmailOrderItem {
  id: string
  title?: string | null
  product_title?: string | null
  variant_title?: string | null
  quantity: number
  unit_price: number
  /** The line at its shelf price, before any discount. */
  original_total?: number | null
}

/** An order as the emails read it (Medusa's order through Query; amounts in the major unit, tax included). */
export interface EmailOrder {
  id: string
  display_id: number
  email: string
  currency_code: string
  created_at: string | Date
  customer?: { has_account?: boolean | null } | null
  items: EmailOrderItem[]
  original_item_total?: number | null
  shipping_total?: number | null
  discount_total?: number | null
  tax_total?: number | null
  total?: number | null
  shipping_address?: EmailAddress | null
  billing_address?: EmailAddress | null
  shipping_methods?: { name?: string | null }[] | null
}

/** The Query fields an EmailOrder is read with. */
export const EMAIL_ORDER_FIELDS = [
  "id",
  "display_id",
  "email",
  "currency_code",
  "created_at",
  "customer.has_account",
  "items.id",
  "items.title",
  "items.product_title",
  "items.variant_title",
  "items.quantity",
  "items.unit_price",
  "items.original_total",
  "original_item_total",
  "shipping_total",
  "discount_total",
  "tax_total",
  "total",
  "shipping_address.*",
  "billing_address.*",
  "shipping_methods.name",
]

/** A line's name as the shopper chose it: the tea, then its size ("Sencha (50 g)"). */
export function itemName(item: Pick<EmailOrderItem, "title" | "product_title" | "variant_title">): string {
  const tea = item.product_title || item.title || "Tea"
  return item.variant_title && item.variant_title !== tea ? `${tea} (${item.variant_title})` : tea
}

/** An address as the lines of a letter, the country by its name; none for a missing one. */
export function addressLines(address: EmailAddress | null | undefined): string[] {
  if (!address) return []
  const name = [address.first_name, address.last_name].filter(Boolean).join(" ")
  const town = [address.postal_code, address.city].filter(Boolean).join(" ")
  return [
    name,
    address.company,
    address.address_1,
    address.address_2,
    town,
    address.province,
    countryName(address.country_code),
    address.phone,
  ].filter((line): line is string => !!line)
}

/** An order's lines by id, to name the lines of a parcel or a return. */
export function itemsById(order: Pick<EmailOrder, "items">): Map<string, EmailOrderItem> {
  return new Map(order.items.map((item) => [item.id, item]))
}
