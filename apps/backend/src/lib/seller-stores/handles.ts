import { MedusaError } from "@medusajs/framework/utils"
import type SellerModuleService from "../../modules/seller/service"

/** A clear 400 instead of the database's unique-constraint error. */
export async function assertHandlesFree(service: SellerModuleService, handles: string[], exceptId?: string) {
  const taken = (await service.listSellerStores({ handle: handles }, { select: ["id", "handle"] })).find(
    (store) => store.id !== exceptId,
  )
  if (taken) throw new MedusaError(MedusaError.Types.INVALID_DATA, `A tea house with the handle '${taken.handle}' already exists`)
}
