// The v2 route as it is (same query, answer and auth): see api/store/customers/list-favorite-products.
export { GET } from "../../../../store/customers/list-favorite-products/route"
