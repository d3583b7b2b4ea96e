import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { FeatureFlag, Modules } from "@medusajs/framework/utils"
import { answerNoRoute } from "./request-gate"

/**
 * Some of Medusa's admin routes belong to features this shop runs without, and answered as though they
 * were on. Each answers here as Medusa's other routes of a feature that is off do: a path that is not
 * there (404).
 */
function absentUnless(isOn: (req: MedusaRequest) => boolean) {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    if (isOn(req)) return next()
    answerNoRoute(req, res)
  }
}

/**
 * /admin/rbac/roles/:id: Medusa turns its other RBAC routes off with the `rbac` flag, not this one,
 * which then asked Query for roles that do not exist: a 500.
 */
export const absentWithoutRbac = absentUnless(() => FeatureFlag.isFeatureEnabled("rbac"))

/**
 * /admin/index/*: without the Index Module, Medusa's guard sets a 404 status and sends nothing, so the
 * request hung until the client gave up.
 */
export const absentWithoutIndexModule = absentUnless(
  (req) => FeatureFlag.isFeatureEnabled("index_engine") && !!req.scope.resolve(Modules.INDEX, { allowUnregistered: true }),
)
