import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { SELLER_MODULE } from "../../../modules/seller"
import type SellerModuleService from "../../../modules/seller/service"

/** Deletes a tea house that no longer sells, ships or stocks anything; refuses otherwise. */
export const deleteSellerStoreStep = createStep(
  "delete-seller-store",
  async (id: string, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "seller_store",
      fields: ["id", "name", "products.id", "shipping_options.id", "stock_locations.id"],
      filters: { id },
    })
    const store = data[0] as any
    if (!store) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Tea house with id ${id} was not found`)
    const holds = [
      [store.products?.length ?? 0, "teas"],
      [store.shipping_options?.length ?? 0, "shipping options"],
      [store.stock_locations?.length ?? 0, "stock locations"],
    ].filter(([count]) => count)
    if (holds.length) {
      const what = holds.map(([count, name]) => `${count} ${name}`).join(", ")
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `${store.name} still has ${what}; move them to another tea house first`)
    }
    await container.resolve<SellerModuleService>(SELLER_MODULE).softDeleteSellerStores([id])
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<SellerModuleService>(SELLER_MODULE).restoreSellerStores([id])
  },
)
