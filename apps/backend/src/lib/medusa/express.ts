import type { IncomingMessage, ServerResponse } from "node:http"
import path from "node:path"

/**
 * The part of Express's application prototype the request gate (lib/http/request-gate.ts) wraps: Express
 * internals, not a public API. express.test.ts checks that they still are what the gate relies on.
 */
export type ExpressApplication = {
  init: (this: ExpressApplication) => void
  handle: (this: ExpressApplication, req: IncomingMessage, res: ServerResponse, callback?: (error?: unknown) => void) => void
  disable: (setting: string) => void
}

type Express = (() => ExpressApplication & { enabled: (setting: string) => boolean }) & { application: ExpressApplication }

/** The Express that Medusa itself loads, whichever copy that is (not necessarily the one we would resolve). */
export function medusaExpress(): Express {
  const medusaDir = path.dirname(require.resolve("@medusajs/medusa/package.json"))
  return require(require.resolve("express", { paths: [medusaDir] }))
}
