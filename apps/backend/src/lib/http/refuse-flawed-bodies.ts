import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { findJsonFlaw, type JsonFlaw, MAX_JSON_DEPTH } from "./json-flaws"

function flawMessage(flaw: JsonFlaw): string {
  if (flaw.kind === "too-deep") return `The body is nested more than ${MAX_JSON_DEPTH} levels deep`
  const where = flaw.at ? `The body field '${flaw.at}'` : "The body"
  return flaw.kind === "nul"
    ? `${where} contains a NUL character (\\u0000)`
    : `${where} is not valid UTF-8 text (it holds U+FFFD or a lone surrogate): send the body as UTF-8`
}

/**
 * A JSON body holding what the shop cannot take is refused up front (see findJsonFlaw): a NUL
 * character, text that was not UTF-8, nesting deeper than any route needs.
 */
export function refuseFlawedBodies(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const flaw = findJsonFlaw(req.body)
  if (flaw) throw new MedusaError(MedusaError.Types.INVALID_DATA, flawMessage(flaw))
  next()
}
