// The customer's favourites are answered exactly as GET /store/products answers (prices for the
// asked region, tax, inventory, `fields`): the middlewares narrow the product filter to the favourites.
export { listStoreProducts as GET } from "@leafline/medusa-internals"
