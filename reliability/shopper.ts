// A shopper who checks out the way the storefront's browser client does under faults: every write carries
// an Idempotency-Key, and a call that got no answer (its connection dropped), a 409 or a 502/503 is sent again,
// with the same key, on a new connection, a few times. A 2xx or another 4xx/5xx is final.
import crypto from "node:crypto"
import type { HouseTeas } from "../apps/backend/integration-tests/checkout"
import { onNewConnection } from "./shop"

const RETRIES = 20
const RETRY_WAIT_MS = 500
// A browser gives up on an answer long after this; a checkout's slowest call takes a few seconds.
const ANSWER_TIMEOUT_MS = 30_000

export interface ShopperOutcome {
  email: string
  cartId: string | null
  /** The completion's final status (0: no answer at all), or null when the checkout stopped before it. */
  completeStatus: number | null
  orderId: string | null
  /** Calls sent again after no answer or a 502/503. */
  retries: number
  /** The slowest call, with its retries, and its time. */
  slowest: { call: string; ms: number }
  failure: string | null
}

type Send = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: any; headers: Headers }>

/**
 * Sends a call the way the storefront's browser client does: a write carries an Idempotency-Key, and a call
 * that got no answer, a 409 or a 502/503 is sent again with the same key on a new connection. `headers` go with the
 * first attempt only (the reliability suite's exit-at-step switch).
 */
export function sender(onRetry: () => void = () => {}, onAnswer: (call: string, ms: number) => void = () => {}): Send {
  return async (method, path, body, headers = {}) => {
    const key: Record<string, string> = method === "POST" ? { "idempotency-key": crypto.randomUUID() } : {}
    const started = Date.now()
    for (let attempt = 0; ; attempt++) {
      const sent = attempt === 0 ? { ...key, ...headers } : key
      const answer = await onNewConnection(method, path, { body, headers: sent, timeoutMs: ANSWER_TIMEOUT_MS }).catch((e) => ({ status: 0, body: String(e), headers: new Headers() }))
      if (process.env.DEBUG_SENDER) console.log("sender", method, path.slice(0, 60), attempt, answer.status, Date.now() - started, JSON.stringify(answer.body)?.slice(0, 120))
      if (![0, 409, 502, 503].includes(answer.status) || attempt === RETRIES) {
        onAnswer(`${method} ${path.split("?")[0].replace(/_[0-9A-Z]{20,}/g, "_…")}`, Date.now() - started)
        return answer
      }
      onRetry()
      await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS))
    }
  }
}

/** A guest's cart of one tea of `house`, with its addresses, shipping and a payment session: ready to complete. */
export async function cartReadyToComplete(house: HouseTeas, scope: { regionId: string; countryCode: string; salesChannelId: string }, email: string, send: Send = sender()): Promise<string> {
  const step = async (name: string, method: string, path: string, body?: unknown) => {
    const answer = await send(method, path, body)
    if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`)
    return answer.body
  }
  const address = { first_name: "Reliable", last_name: "Shopper", address_1: "Teegasse 1", city: "Teestadt", postal_code: "12345", country_code: scope.countryCode }
  const { cart } = await step("create cart", "POST", "/store/carts?fields=id", {
    region_id: scope.regionId,
    sales_channel_id: scope.salesChannelId,
    email,
    shipping_address: address,
    billing_address: address,
    items: [{ variant_id: house.variantIds[0], quantity: 1 }],
  })
  const { shipping_options } = await step("shipping options", "GET", `/store/shipping-options?cart_id=${cart.id}&fields=id,store_id`)
  const option = shipping_options.find((o: { store_id: string }) => o.store_id === house.id)
  await step("shipping method", "POST", `/store/carts/${cart.id}/shipping-methods?fields=id`, { option_id: option.id })
  const { payment_collection } = await step("payment collection", "POST", "/store/payment-collections?fields=id", { cart_id: cart.id })
  await step("payment session", "POST", `/store/payment-collections/${payment_collection.id}/payment-sessions?fields=id`, { provider_id: "pp_system_default" })
  return cart.id
}

export async function checkOutWithRetries(house: HouseTeas, scope: { regionId: string; countryCode: string; salesChannelId: string }, email: string): Promise<ShopperOutcome> {
  const outcome: ShopperOutcome = { email, cartId: null, completeStatus: null, orderId: null, retries: 0, slowest: { call: "", ms: 0 }, failure: null }
  const send = sender(
    () => outcome.retries++,
    (call, ms) => {
      if (ms > outcome.slowest.ms) outcome.slowest = { call, ms }
    },
  )
  try {
    const cartId = await cartReadyToComplete(house, scope, email, send)
    outcome.cartId = cartId
    const completed = await send("POST", `/store/carts/${cartId}/complete?fields=id`)
    outcome.completeStatus = completed.status
    outcome.orderId = completed.status === 200 ? (completed.body?.order?.id ?? null) : null
  } catch (error) {
    outcome.failure = (error as Error).message
  }
  return outcome
}
