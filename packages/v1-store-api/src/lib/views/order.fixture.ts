import type { V2Order } from "./order"

// Orders as the running back end answered `/store/orders/:id?fields=V2_ORDER_FIELDS` after `complete`
// (trimmed to the fields the view reads), for the view's tests.

/** The EUR cart's order (WELCOME10, authorized manual payment). */
export const eurOrder: V2Order = {
  "id": "order_01M8B23MK248F87TCZ015F738E",
  "display_id": 11,
  "status": "pending",
  "payment_status": "authorized",
  "fulfillment_status": "not_fulfilled",
  "email": "guest-c045c834-b295-4330-910b-09cb79f6bc4f@example.com",
  "currency_code": "eur",
  "region_id": "reg_01M8B1J55AXXG1N02ENMEB5CJT",
  "customer_id": "cus_01M8B23KNRP9C3829NPE1ZB6SP",
  "sales_channel_id": "sc_01M8B1J4YYQSF94ZWHW279FNBH",
  "cart": {
    "id": "cart_01M8B23KP3HF7BSZ2D32E40VNX"
  },
  "created_at": "2026-11-26T04:34:05.027Z",
  "updated_at": "2026-11-26T04:34:05.027Z",
  "items": [
    {
      "id": "ordli_01M8B23MK3CMRK159C1T9K7R8P",
      "title": "Alishan High Mountain Oolong",
      "subtitle": "50 g",
      "thumbnail": "http://localhost:9600/uploads/1795667082007-alishan-high-mountain.svg",
      "quantity": 2,
      "variant_id": "variant_01M8B1JF081TFFCM8SKF1TY543",
      "variant_title": "50 g",
      "variant_sku": "ALISHAN-HIGH-MOUNTAIN-50G",
      "product_id": "prod_01M8B1JEV3TE9T0JSFR285K76R",
      "product_title": "Alishan High Mountain Oolong",
      "product_handle": "alishan-high-mountain",
      "requires_shipping": true,
      "is_discountable": true,
      "is_giftcard": false,
      "is_tax_inclusive": true,
      "unit_price": 14.5,
      "subtotal": 26.363636363636363,
      "total": 26.1,
      "tax_total": 2.3727272727272726,
      "discount_subtotal": 2.6363636363636362,
      "original_total": 29,
      "adjustments": [
        {
          "id": "ordliadj_01M8B23MK20AXGZJA5CB3X883P",
          "code": "WELCOME10",
          "promotion_id": "promo_01M8B1JMKSNTRE9KW7JXM0XC4M",
          "amount": 2.6363636363636362
        }
      ],
      "detail": {
        "fulfilled_quantity": 0,
        "shipped_quantity": 0,
        "return_received_quantity": 0
      },
      "metadata": {},
      "store_id": "sstore_01M8B1J7G4A1VVGSZQX837RWH1",
      "created_at": "2026-11-26T04:34:05.027Z",
      "updated_at": "2026-11-26T04:34:05.027Z"
    }
  ],
  "shipping_methods": [
    {
      "id": "ordsm_01M8B23MK2MW28HA9VX1PTRK02",
      "name": "Standard shipping",
      "shipping_option_id": "so_01M8B1J7MWV93CD74FBEFA4CMD",
      "amount": 4.9,
      "is_tax_inclusive": true,
      "subtotal": 4.454545454545454,
      "total": 4.9,
      "tax_total": 0.44545454545454544,
      "data": {}
    }
  ],
  "promotions": [
    {
      "id": "promo_01M8B1JMKSNTRE9KW7JXM0XC4M",
      "code": "WELCOME10",
      "application_method": {
        "type": "percentage",
        "value": 10,
        "currency_code": null
      }
    }
  ],
  "shipping_address": {
    "id": "ordaddr_01M8B23MK1T9HC77AP4JADH5B6",
    "metadata": null,
    "first_name": "Test",
    "last_name": "Shopper",
    "company": null,
    "address_1": "Teegasse 1",
    "address_2": null,
    "city": "Teestadt",
    "country_code": "at",
    "province": null,
    "postal_code": "12345",
    "phone": null
  },
  "billing_address": {
    "id": "ordaddr_01M8B23MK1C47N9NC3X4W27M94",
    "metadata": null,
    "first_name": "Test",
    "last_name": "Shopper",
    "company": null,
    "address_1": "Teegasse 1",
    "address_2": null,
    "city": "Teestadt",
    "country_code": "at",
    "province": null,
    "postal_code": "12345",
    "phone": null
  },
  "summary": {
    "paid_total": 0,
    "refunded_total": 0
  },
  "item_subtotal": 26.363636363636363,
  "discount_subtotal": 2.6363636363636362,
  "shipping_subtotal": 4.454545454545454,
  "tax_total": 2.8181818181818183,
  "item_tax_total": 2.3727272727272726,
  "shipping_tax_total": 0.44545454545454544,
  "total": 31
}

/** The JPY cart's order, a customer's. */
export const jpyOrder: V2Order = {
  "id": "order_01M8B23NZVFZTHTS1ZVTAZN9Y4",
  "display_id": 12,
  "status": "pending",
  "payment_status": "authorized",
  "fulfillment_status": "not_fulfilled",
  "email": "shopper-f98d605a-af38-4bfc-82a3-59d7aa27a749@example.com",
  "currency_code": "jpy",
  "region_id": "reg_01M8B1J55AY85XKN87GPTS8XHM",
  "customer_id": "cus_01M8B23MYVDXFE50CGPZS7MR9Y",
  "sales_channel_id": "sc_01M8B1J4YYQSF94ZWHW279FNBH",
  "cart": {
    "id": "cart_01M8B23N37M25RH9RHV0EYKS5G"
  },
  "created_at": "2026-11-26T04:34:06.460Z",
  "updated_at": "2026-11-26T04:34:06.460Z",
  "items": [
    {
      "id": "ordli_01M8B23NZV3RR2HPC6R5P8BPA5",
      "title": "Alishan High Mountain Oolong",
      "subtitle": "100 g",
      "thumbnail": "http://localhost:9600/uploads/1795667082007-alishan-high-mountain.svg",
      "quantity": 3,
      "variant_id": "variant_01M8B1JF08ESCJZTW4VETGRVXQ",
      "variant_title": "100 g",
      "variant_sku": "ALISHAN-HIGH-MOUNTAIN-100G",
      "product_id": "prod_01M8B1JEV3TE9T0JSFR285K76R",
      "product_title": "Alishan High Mountain Oolong",
      "product_handle": "alishan-high-mountain",
      "requires_shipping": true,
      "is_discountable": true,
      "is_giftcard": false,
      "is_tax_inclusive": true,
      "unit_price": 4680,
      "subtotal": 13000,
      "total": 14040,
      "tax_total": 1040,
      "discount_subtotal": 0,
      "original_total": 14040,
      "adjustments": [],
      "detail": {
        "fulfilled_quantity": 0,
        "shipped_quantity": 0,
        "return_received_quantity": 0
      },
      "metadata": {},
      "store_id": "sstore_01M8B1J7G4A1VVGSZQX837RWH1",
      "created_at": "2026-11-26T04:34:06.460Z",
      "updated_at": "2026-11-26T04:34:06.460Z"
    }
  ],
  "shipping_methods": [
    {
      "id": "ordsm_01M8B23NZVGSR5Z2NC20H1RZXB",
      "name": "Standard shipping",
      "shipping_option_id": "so_01M8B1J8GWEAEVJDYCGYCXNX65",
      "amount": 700,
      "is_tax_inclusive": true,
      "subtotal": 648.1481481481482,
      "total": 700,
      "tax_total": 51.851851851851855,
      "data": {}
    }
  ],
  "promotions": [],
  "shipping_address": {
    "id": "ordaddr_01M8B23NZS422FQAKXY163KA0J",
    "metadata": null,
    "first_name": "Test",
    "last_name": "Shopper",
    "company": null,
    "address_1": "Teegasse 1",
    "address_2": null,
    "city": "Teestadt",
    "country_code": "jp",
    "province": null,
    "postal_code": "12345",
    "phone": null
  },
  "billing_address": {
    "id": "ordaddr_01M8B23NZS2E5BXR9MAY29MPYE",
    "metadata": null,
    "first_name": "Test",
    "last_name": "Shopper",
    "company": null,
    "address_1": "Teegasse 1",
    "address_2": null,
    "city": "Teestadt",
    "country_code": "jp",
    "province": null,
    "postal_code": "12345",
    "phone": null
  },
  "summary": {
    "paid_total": 0,
    "refunded_total": 0
  },
  "item_subtotal": 13000,
  "discount_subtotal": 0,
  "shipping_subtotal": 648.1481481481482,
  "tax_total": 1091.851851851852,
  "item_tax_total": 1040,
  "shipping_tax_total": 51.851851851851855,
  "total": 14740
}
