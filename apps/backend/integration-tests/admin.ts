import { backOfficeToken } from "../../../scripts/lib/store-api.mjs"
import { stack } from "./stack"

let token: Promise<string> | undefined

/** A bearer token for the generated back-office login (`credentials.json` of the stack's data folder). */
export function adminToken(): Promise<string> {
  token ??= backOfficeToken(stack()) as Promise<string>
  return token
}

/** A call to the admin API as staff; `body` is sent as JSON. */
export async function admin<T = any>(method: string, route: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${stack().backendUrl}${route}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T }
}

/**
 * An automatic percentage promotion, as staff make one, on one tea alone (so that no other cart of the suite is
 * discounted meanwhile); its code starts with `prefix`. The admin API's answer, for the test to check.
 */
export function automaticPromotionOn(variantId: string, percent: number, prefix: string) {
  return admin("POST", "/admin/promotions", {
    code: `${prefix}${Date.now().toString(36).toUpperCase()}`,
    type: "standard",
    status: "active",
    is_automatic: true,
    application_method: {
      type: "percentage",
      target_type: "items",
      allocation: "each",
      max_quantity: 10,
      value: percent,
      target_rules: [{ attribute: "items.variant_id", operator: "in", values: [variantId] }],
    },
  })
}
