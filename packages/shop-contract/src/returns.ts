/** What a customer sees of one return of their order (GET /store/orders/:id/returns). */
export interface OrderReturn {
  id: string
  display_id: number
  status: string
  requested_at: string | null
  received_at: string | null
  canceled_at: string | null
  items: {
    item_id: string
    title: string
    quantity: number
    received_quantity: number
    note: string | null
    reason: { value: string; label: string } | null
  }[]
}

/** GET /store/orders/:id/returns: the order's returns and how many of each item can still be returned. */
export interface OrderReturns {
  returns: OrderReturn[]
  shipped: boolean
  returnable_items: { item_id: string; quantity: number }[]
  /** The order's shipping methods that are its returns' (Medusa adds a return's shipping method to its order). */
  return_shipping_method_ids: string[]
}

/** POST /store/orders/:id/returns. */
export interface ReturnRequest {
  items: { id: string; quantity: number }[]
  reason_id: string
  note?: string
}
