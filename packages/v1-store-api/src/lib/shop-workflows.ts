import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaWorkflow } from "@medusajs/framework/workflows-sdk"

/**
 * The shop's own workflows v1 runs (apps/backend/src/workflows), by the ids they are created with: the same
 * code /store runs, so the same rules of a sale. The app's workflows are loaded before any route, into
 * Medusa's registry of workflows, which is how the plugin reaches them without importing the shop.
 */
export const SHOP_WORKFLOWS = {
  createCart: "leafline-create-cart",
  updateCart: "leafline-update-cart",
  addToCart: "leafline-add-to-cart",
  deleteCartLines: "leafline-delete-cart-lines",
  addShippingMethod: "leafline-add-shipping-method-to-cart",
  listHouseShippingOptions: "leafline-list-house-shipping-options",
  lookUpOrder: "leafline-look-up-order",
  cartPaymentCollection: "leafline-cart-payment-collection",
  addFavourite: "add-favorite-product",
  removeFavourite: "remove-favorite-product",
  listOpenSalesChannels: "leafline-list-open-sales-channels",
  searchCatalogue: "leafline-search-catalogue",
  completeCart: "leafline-complete-cart-under-lease",
  requestReturn: "leafline-request-return",
  afterPasswordChange: "leafline-after-password-change",
  makeResetLink: "leafline-make-reset-link",
  beforeNewPassword: "leafline-before-new-password",
  announcePasswordChange: "leafline-announce-password-change",
} as const

type ShopWorkflowId = (typeof SHOP_WORKFLOWS)[keyof typeof SHOP_WORKFLOWS]

type Runnable<Result> = (scope: MedusaContainer) => { run(args: { input: unknown }): Promise<{ result: Result }> }

/** Runs one of the shop's workflows by its id and answers its result; one not loaded is a server fault, said plainly. */
export async function runShopWorkflow<Result = unknown>(scope: MedusaContainer, id: ShopWorkflowId, input: unknown): Promise<Result> {
  const workflow = MedusaWorkflow.getWorkflow(id) as Runnable<Result> | undefined
  if (!workflow) throw new Error(`The shop's workflow ${id} is not loaded: the v1 store API runs it by that id`)
  const { result } = await workflow(scope).run({ input })
  return result
}
