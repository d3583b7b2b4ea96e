/** One of Medusa's return reasons, as GET /store/return-reasons answers it. */
export type ReturnReason = { id: string; value: string; label: string }

export const RETURN_REASON_FIELDS = "id,value,label"

export type { OrderReturn, OrderReturns, ReturnRequest } from "@leafline/shop-contract"

export const orderReturnsPath = (orderId: string) => `/store/orders/${encodeURIComponent(orderId)}/returns`
