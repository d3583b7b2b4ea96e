import { MedusaError } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { SELLER_MODULE } from "../../../modules/seller"
import type SellerModuleService from "../../../modules/seller/service"
import { assertHandlesFree } from "../../../lib/seller-stores/handles"
import type { SellerStoreInput } from "../../../lib/seller-stores/types"

export const updateSellerStoreStep = createStep(
  "update-seller-store",
  async ({ id, update }: { id: string; update: Partial<SellerStoreInput> }, { container }) => {
    const service = container.resolve<SellerModuleService>(SELLER_MODULE)
    const [before] = await service.listSellerStores({ id })
    if (!before) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Tea house with id ${id} was not found`)
    if (update.handle) await assertHandlesFree(service, [update.handle], id)
    const updated = await service.updateSellerStores({ id, ...update })
    return new StepResponse(updated, {
      id,
      name: before.name,
      handle: before.handle,
      description: before.description,
      logo: before.logo,
    })
  },
  async (before, { container }) => {
    if (before) await container.resolve<SellerModuleService>(SELLER_MODULE).updateSellerStores(before)
  },
)
