import type { V2Cart } from "./cart"

// Carts as the running back end answered `/store/carts/:id?fields=V2_CART_FIELDS` (trimmed to the
// fields the view reads), for the view's tests.

/** A guest's EUR cart: two 50 g teas with WELCOME10, the house's standard shipping and a pending manual payment session. */
export const eurCart: V2Cart = {
  "id": "cart_01M8B23KP3HF7BSZ2D32E40VNX",
  "email": "guest-c045c834-b295-4330-910b-09cb79f6bc4f@example.com",
  "currency_code": "eur",
  "region_id": "reg_01M8B1J55AXXG1N02ENMEB5CJT",
  "sales_channel_id": "sc_01M8B1J4YYQSF94ZWHW279FNBH",
  "customer_id": "cus_01M8B23KNRP9C3829NPE1ZB6SP",
  "completed_at": null,
  "created_at": "2026-11-26T04:34:04.099Z",
  "updated_at": "2026-11-26T04:34:04.099Z",
  "metadata": null,
  "items": [
    {
      "id": "cali_01M8B23KTMNGCT4EHEBDSMZ7M8",
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
          "id": "caliadj_01M8B23M80R60DF5TVG4RDQ1FV",
          "code": "WELCOME10",
          "promotion_id": "promo_01M8B1JMKSNTRE9KW7JXM0XC4M",
          "amount": 2.6363636363636362
        }
      ],
      "metadata": {},
      "store_id": "sstore_01M8B1J7G4A1VVGSZQX837RWH1",
      "created_at": "2026-11-26T04:34:04.245Z",
      "updated_at": "2026-11-26T04:34:04.245Z"
    }
  ],
  "shipping_methods": [
    {
      "id": "casm_01M8B23M444H6TJY0HWEJQX9GE",
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
        "currency_code": null,
        "id": "proappmet_01M8B1JMKTF24E5VW1KAAC8SFB"
      }
    }
  ],
  "payment_collection": {
    "payment_sessions": [
      {
        "id": "payses_01M8B23MANTSNC9K5PMGB6RPRJ",
        "provider_id": "pp_system_default",
        "status": "pending",
        "amount": 31,
        "data": {}
      }
    ]
  },
  "shipping_address": {
    "id": "caaddr_01M8B23KP3PA2ZXYC2G844A9TX",
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
    "id": "caaddr_01M8B23KP3YBRC919JPH6HP7F3",
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
  "item_subtotal": 26.363636363636363,
  "discount_subtotal": 2.6363636363636362,
  "shipping_subtotal": 4.454545454545454,
  "tax_total": 2.8181818181818183,
  "item_tax_total": 2.3727272727272726,
  "shipping_tax_total": 0.44545454545454544,
  "total": 31
}

/** A customer's JPY cart: three 100 g teas, shipping and a payment session. */
export const jpyCart: V2Cart = {
  "id": "cart_01M8B23N37M25RH9RHV0EYKS5G",
  "email": "shopper-f98d605a-af38-4bfc-82a3-59d7aa27a749@example.com",
  "currency_code": "jpy",
  "region_id": "reg_01M8B1J55AY85XKN87GPTS8XHM",
  "sales_channel_id": "sc_01M8B1J4YYQSF94ZWHW279FNBH",
  "customer_id": "cus_01M8B23MYVDXFE50CGPZS7MR9Y",
  "completed_at": null,
  "created_at": "2026-11-26T04:34:05.544Z",
  "updated_at": "2026-11-26T04:34:05.544Z",
  "metadata": null,
  "items": [
    {
      "id": "cali_01M8B23N798Q0NMP5ACNCQYD72",
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
      "metadata": {},
      "store_id": "sstore_01M8B1J7G4A1VVGSZQX837RWH1",
      "created_at": "2026-11-26T04:34:05.673Z",
      "updated_at": "2026-11-26T04:34:05.673Z"
    }
  ],
  "shipping_methods": [
    {
      "id": "casm_01M8B23NHWMAMBXQZK0DVC64Z8",
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
  "payment_collection": {
    "payment_sessions": [
      {
        "id": "payses_01M8B23NSD70D04KA8BEWKAZWF",
        "provider_id": "pp_system_default",
        "status": "pending",
        "amount": 14740,
        "data": {}
      }
    ]
  },
  "shipping_address": {
    "id": "caaddr_01M8B23N378H2MG5R0A7BQPMYF",
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
    "id": "caaddr_01M8B23N3750RVZK9QC9VSXG9D",
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
  "item_subtotal": 13000,
  "discount_subtotal": 0,
  "shipping_subtotal": 648.1481481481482,
  "tax_total": 1091.851851851852,
  "item_tax_total": 1040,
  "shipping_tax_total": 51.851851851851855,
  "total": 14740
}

/** The same JPY cart before shipping and payment were chosen. */
export const jpyCartWithoutCheckout: V2Cart = {
  "id": "cart_01M8B23N37M25RH9RHV0EYKS5G",
  "email": "shopper-f98d605a-af38-4bfc-82a3-59d7aa27a749@example.com",
  "currency_code": "jpy",
  "region_id": "reg_01M8B1J55AY85XKN87GPTS8XHM",
  "sales_channel_id": "sc_01M8B1J4YYQSF94ZWHW279FNBH",
  "customer_id": "cus_01M8B23MYVDXFE50CGPZS7MR9Y",
  "completed_at": null,
  "created_at": "2026-11-26T04:34:05.544Z",
  "updated_at": "2026-11-26T04:34:05.544Z",
  "metadata": null,
  "items": [
    {
      "id": "cali_01M8B23N798Q0NMP5ACNCQYD72",
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
      "metadata": {},
      "store_id": "sstore_01M8B1J7G4A1VVGSZQX837RWH1",
      "created_at": "2026-11-26T04:34:05.673Z",
      "updated_at": "2026-11-26T04:34:05.673Z"
    }
  ],
  "shipping_methods": [],
  "promotions": [],
  "shipping_address": {
    "id": "caaddr_01M8B23N378H2MG5R0A7BQPMYF",
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
    "id": "caaddr_01M8B23N3750RVZK9QC9VSXG9D",
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
  "item_subtotal": 13000,
  "discount_subtotal": 0,
  "shipping_subtotal": 0,
  "tax_total": 1040,
  "item_tax_total": 1040,
  "shipping_tax_total": 0,
  "total": 14040
}
