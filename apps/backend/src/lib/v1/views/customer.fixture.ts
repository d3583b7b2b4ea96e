import type { V2Customer } from "./customer"

// The signed-in customer as the running back end answered `/store/customers/me?fields=V2_CUSTOMER_FIELDS`.

/** A customer with one address in Kyoto. */
export const customerWithAddress: V2Customer = {
  "id": "cus_01M8B1XQME7AFBW26HDPB926T5",
  "email": "shopper-61137bd4-d51b-4cf8-ba06-69763ae87809@example.com",
  "company_name": null,
  "first_name": "Test",
  "last_name": "Shopper",
  "phone": null,
  "metadata": null,
  "has_account": true,
  "deleted_at": null,
  "created_at": "2026-11-26T04:30:51.534Z",
  "updated_at": "2026-11-26T04:30:51.534Z",
  "addresses": [
    {
      "id": "cuaddr_01M8B1XRWTSB1SB1R6TR5TX7JP",
      "address_name": null,
      "is_default_shipping": false,
      "is_default_billing": false,
      "company": "Leaf Co",
      "first_name": "Test",
      "last_name": "Shopper",
      "address_1": "1-2-3 Chayamachi",
      "address_2": null,
      "city": "Kyoto",
      "country_code": "jp",
      "province": "Kyoto",
      "postal_code": "605-0000",
      "phone": "+81 75 000 0000",
      "metadata": null,
      "customer_id": "cus_01M8B1XQME7AFBW26HDPB926T5",
      "created_at": "2026-11-26T04:30:52.826Z",
      "updated_at": "2026-11-26T04:30:52.826Z",
      "deleted_at": null
    }
  ],
  "sales_channel_id": null
}
