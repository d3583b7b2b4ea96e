/** The events the tea-house workflows emit, each with `{ id }` of the house. */
export const SELLER_STORE_CREATED = "seller-store.created"
export const SELLER_STORE_UPDATED = "seller-store.updated"
export const SELLER_STORE_DELETED = "seller-store.deleted"
