import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { SELLER_STORE_CREATED } from "../../lib/seller-stores/events"
import { createSellerStoresStep } from "./steps/create-seller-stores"
import type { SellerStoreInput } from "../../lib/seller-stores/types"

/** Creates tea houses; the event puts them on the storefront's list of houses. */
export const createSellerStoresWorkflow = createWorkflow("create-seller-stores", (input: { stores: SellerStoreInput[] }) => {
  const stores = createSellerStoresStep(input.stores)
  emitEventStep({ eventName: SELLER_STORE_CREATED, data: transform({ stores }, ({ stores }) => stores.map((store) => ({ id: store.id }))) })
  return new WorkflowResponse(stores)
})
