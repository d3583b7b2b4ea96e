import "client-only"
import type { StoreClient } from "@lib/backend/browser"
import { type ReturnRequest, orderReturnsPath } from "@lib/util/returns"

/** Asks for a return of some of the signed-in customer's order; the back end's refusal is thrown with its message. */
export async function requestReturn(storeClient: StoreClient, orderId: string, request: ReturnRequest): Promise<void> {
  await storeClient.fetch(orderReturnsPath(orderId), { method: "POST", body: request })
}
