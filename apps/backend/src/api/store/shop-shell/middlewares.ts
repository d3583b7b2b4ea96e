import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { validateAndTransformQuery } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { CATALOGUE_ANSWERS } from "../../../lib/cache/answer-versions"
import { answerKept } from "../../../lib/cache/kept-answers"

// The answer is fixed (lib/shop-shell/shop-shell.ts declares it): the route takes no parameters at all.
const StoreGetShopShell = z.strictObject({})

/**
 * Kept until the catalogue changes: every change to a region, a tea type or a tea house renews the
 * catalogue's version before the page caches are told (lib/storefront/notify-storefront.ts), so a page
 * rendered again after a purge reads the change. The time limit bounds what no event announces.
 */
const SHELL_TTL_SECONDS = 300

const keepShopShell = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) =>
  answerKept(req, res, next, { versionKeys: [CATALOGUE_ANSWERS], ttlSeconds: SHELL_TTL_SECONDS })

export const storeShopShellRoutes: MiddlewareRoute[] = [
  {
    matcher: "/store/shop-shell",
    methods: ["GET"],
    middlewares: [validateAndTransformQuery(StoreGetShopShell, { isList: false }), keepShopShell],
  },
]
