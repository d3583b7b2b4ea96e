import { LOOKED_UP_ORDER_FIELDS } from "@leafline/shop-contract"

/** What a looked-up order answers with, and the most a caller may ask for (the shop contract's LOOKED_UP_ORDER_FIELDS). */
export const lookUpOrderQueryConfig = { defaults: LOOKED_UP_ORDER_FIELDS, allowed: LOOKED_UP_ORDER_FIELDS, isList: false }
