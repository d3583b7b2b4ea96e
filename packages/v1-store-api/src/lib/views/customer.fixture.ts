import type { V2Customer } from "./customer"

// The signed-in customer as the running back end answered `/store/customers/me?fields=V2_CUSTOMER_FIELDS` (trimmed
// to the fields the view reads).

/** A customer with one address in Kyoto. */
export const customerWithAddress: V2Customer = {
  "id": "cus_01M8B23MYVDXFE50CGPZS7MR9Y",
  "email": "shopper-f98d605a-af38-4bfc-82a3-59d7aa27a749@example.com",
  "first_name": "Test",
  "last_name": "Shopper",
  "phone": null,
  "has_account": true,
  "metadata": null,
  "created_at": "2026-11-26T04:34:05.403Z",
  "updated_at": "2026-11-26T04:34:05.403Z",
  "addresses": [
    {
      "id": "cuaddr_01M8B23P6ES7AMK57D2GDXXDYH",
      "metadata": null,
      "first_name": "Test",
      "last_name": "Shopper",
      "company": "Leaf Co",
      "address_1": "1-2-3 Chayamachi",
      "address_2": null,
      "city": "Kyoto",
      "country_code": "jp",
      "province": "Kyoto",
      "postal_code": "605-0000",
      "phone": "+81 75 000 0000",
      "is_default_billing": false
    }
  ]
}
