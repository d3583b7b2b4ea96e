export interface SellerStoreInput {
  name: string
  handle: string
  description?: string
  logo?: string | null
}
