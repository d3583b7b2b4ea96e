// The v2 route as it is (same body, answer and auth): see api/store/customers/add-favorite-product.
export { POST } from "../../../../store/customers/add-favorite-product/route"
