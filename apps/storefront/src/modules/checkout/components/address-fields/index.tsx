import type { CartAddress } from "@lib/util/addresses"
import type { CountryOption } from "@lib/util/countries"

/** The empty form, in the country given. */
export const emptyAddress = (countryCode = ""): CartAddress => ({
  first_name: "",
  last_name: "",
  company: "",
  address_1: "",
  address_2: "",
  city: "",
  postal_code: "",
  country_code: countryCode,
  province: "",
  phone: "",
})

const FIELDS: { name: keyof CartAddress; label: string; autoComplete: string; required?: boolean; wide?: boolean; type?: string }[] = [
  { name: "first_name", label: "First name", autoComplete: "given-name", required: true },
  { name: "last_name", label: "Last name", autoComplete: "family-name", required: true },
  { name: "address_1", label: "Street and number", autoComplete: "address-line1", required: true, wide: true },
  { name: "address_2", label: "Apartment, floor (optional)", autoComplete: "address-line2", wide: true },
  { name: "company", label: "Company (optional)", autoComplete: "organization", wide: true },
  { name: "postal_code", label: "Postal code", autoComplete: "postal-code", required: true },
  { name: "city", label: "City", autoComplete: "address-level2", required: true },
  { name: "province", label: "State or province (optional)", autoComplete: "address-level1" },
  { name: "phone", label: "Phone (optional)", autoComplete: "tel", type: "tel" },
]

const input = "mt-1 h-11 w-full rounded-xl border border-leaf-200 bg-white px-3"

/** An address's fields; the country is one of the region's, since each region ships only to its own. */
export default function AddressFields({
  idPrefix,
  value,
  countries,
  onChange,
}: {
  idPrefix: string
  value: CartAddress
  countries: CountryOption[]
  onChange: (next: CartAddress) => void
}) {
  const set = (name: keyof CartAddress) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange({ ...value, [name]: event.target.value })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <label key={field.name} className={`block text-sm font-medium ${field.wide ? "sm:col-span-2" : ""}`}>
          {field.label}
          <input
            name={`${idPrefix}.${field.name}`}
            type={field.type ?? "text"}
            value={value[field.name] ?? ""}
            onChange={set(field.name)}
            required={field.required}
            autoComplete={`${idPrefix} ${field.autoComplete}`}
            className={input}
          />
        </label>
      ))}
      <label className="block text-sm font-medium">
        Country
        <select name={`${idPrefix}.country_code`} value={value.country_code} onChange={set("country_code")} required className={input}>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
