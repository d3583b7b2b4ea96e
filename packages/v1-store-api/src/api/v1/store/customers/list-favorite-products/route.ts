// The v2 route as it is (same query, answer and auth): GET /store/products's handler (apps/backend's
// api/store/customers/list-favorite-products), behind the same middlewares, which the back end applies to this path.
export { listStoreProducts as GET } from "@leafline/medusa-internals"
