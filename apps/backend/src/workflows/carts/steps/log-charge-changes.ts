import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** Logs what pricing a cart again at completion changed in its charges (lib/checkout/charge-changes.ts names each). */
export const logChargeChangesStep = createStep("log-charge-changes", async ({ cart_id, changes }: { cart_id: string; changes: string[] }, { container }) => {
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Cart ${cart_id} repriced at completion: ${changes.join("; ")}`)
  return new StepResponse(undefined)
})
