import type { V2CartShippingOption } from "./shipping-option"

// A cart's options as the running back end answered `/store/shipping-options?cart_id=` (the fields the view reads).

/** The EUR cart's options. */
export const eurOptions: V2CartShippingOption[] = [
  {
    "id": "so_01M8B1J7MWV93CD74FBEFA4CMD",
    "name": "Standard shipping",
    "price_type": "flat",
    "provider_id": "manual_manual",
    "amount": 4.9,
    "data": null,
    "store_id": "sstore_01M8B1J7G4A1VVGSZQX837RWH1",
    "calculated_price": {
      "calculated_amount": 4.9
    }
  },
  {
    "id": "so_01M8B1J7QSRGG43F57FTA72AQ2",
    "name": "Express shipping",
    "price_type": "flat",
    "provider_id": "manual_manual",
    "amount": 9.9,
    "data": null,
    "store_id": "sstore_01M8B1J7G4A1VVGSZQX837RWH1",
    "calculated_price": {
      "calculated_amount": 9.9
    }
  }
]

/** The JPY cart's options. */
export const jpyOptions: V2CartShippingOption[] = [
  {
    "id": "so_01M8B1J8GWEAEVJDYCGYCXNX65",
    "name": "Standard shipping",
    "price_type": "flat",
    "provider_id": "manual_manual",
    "amount": 700,
    "data": null,
    "store_id": "sstore_01M8B1J7G4A1VVGSZQX837RWH1",
    "calculated_price": {
      "calculated_amount": 700
    }
  },
  {
    "id": "so_01M8B1J8P40N751TGHW9XFK4Z7",
    "name": "Express shipping",
    "price_type": "flat",
    "provider_id": "manual_manual",
    "amount": 1400,
    "data": null,
    "store_id": "sstore_01M8B1J7G4A1VVGSZQX837RWH1",
    "calculated_price": {
      "calculated_amount": 1400
    }
  }
]
