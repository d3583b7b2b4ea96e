// The v2 route as it is (same body, answer and auth): see api/store/customers/remove-favorite-product.
export { POST } from "../../../../store/customers/remove-favorite-product/route"
