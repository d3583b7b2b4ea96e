import type { MedusaResponse } from "@medusajs/framework/http"
import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * Runs `work` once the answer has gone (or the caller has gone), for a route whose answer must not wait
 * on it. The answer stands whatever `work` does: its failure is logged, named by `what`.
 */
export function afterAnswering(res: MedusaResponse, container: MedusaContainer, what: string, work: () => Promise<unknown>) {
  let started = false
  const run = () => {
    if (started) return
    started = true
    work().catch((error: unknown) =>
      container.resolve<Logger>(ContainerRegistrationKeys.LOGGER).error(`${what} failed after its answer: ${(error as Error)?.message ?? error}`),
    )
  }
  if (res.writableFinished) return run()
  res.once("finish", run)
  res.once("close", run)
}
