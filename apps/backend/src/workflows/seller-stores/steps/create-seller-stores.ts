import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { SELLER_MODULE } from "../../../modules/seller"
import type SellerModuleService from "../../../modules/seller/service"
import { assertHandlesFree } from "../../../lib/seller-stores/handles"
import type { SellerStoreInput } from "../../../lib/seller-stores/types"

export const createSellerStoresStep = createStep(
  "create-seller-stores",
  async (stores: SellerStoreInput[], { container }) => {
    const service = container.resolve<SellerModuleService>(SELLER_MODULE)
    await assertHandlesFree(service, stores.map((store) => store.handle))
    const created = await service.createSellerStores(stores)
    return new StepResponse(created, created.map((store) => store.id))
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve<SellerModuleService>(SELLER_MODULE).deleteSellerStores(ids)
  },
)
