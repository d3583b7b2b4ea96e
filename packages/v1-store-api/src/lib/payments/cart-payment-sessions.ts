import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createPaymentSessionsWorkflow, deletePaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"
import { SHOP_WORKFLOWS, runShopWorkflow } from "../shop-workflows"
import { type V2PaymentSession, selectedSession } from "../views/payment-session"
import { type SessionOfCart, assertOffered, enabledProviders, providersToStart, sessionOf } from "./session-choice"

/** What the v1 payment session routes read of a cart: its region's providers and its collection's sessions. */
interface CartPayment {
  id: string
  completed_at?: string | null
  region?: { payment_providers?: { id: string; is_enabled?: boolean | null }[] | null } | null
  payment_collection?: { id: string; payment_sessions?: (SessionOfCart & Pick<V2PaymentSession, "status">)[] | null } | null
}

const CART_PAYMENT_FIELDS = [
  "id",
  "completed_at",
  "region.payment_providers.id",
  "region.payment_providers.is_enabled",
  "payment_collection.id",
  "payment_collection.payment_sessions.id",
  "payment_collection.payment_sessions.provider_id",
  "payment_collection.payment_sessions.status",
]

/** Who is paying: the cart and the signed-in customer, if any (Medusa's payment session route passes them on). */
export interface Payer {
  cartId: string
  customerId?: string | null
}

async function readCartPayment(scope: MedusaContainer, cartId: string): Promise<CartPayment> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: CART_PAYMENT_FIELDS, filters: { id: cartId } })
  const cart = data[0] as CartPayment | undefined
  if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id ${cartId} was not found`)
  if (cart.completed_at) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Cart ${cartId} is completed: its payment can no longer change`)
  return cart
}

/**
 * Runs a change to one cart's payment sessions with the cart read fresh. One change per cart at a time: the
 * back end's middleware on these paths holds the lock v2's session route takes (lib/checkout/one-payment-change-at-a-time.ts).
 */
async function changingSessions<T>(scope: MedusaContainer, cartId: string, change: (cart: CartPayment) => Promise<T>): Promise<T> {
  return change(await readCartPayment(scope, cartId))
}

/** The id of the cart's payment collection, created once (the shop's workflow POST /store/payment-collections runs). */
const cartPaymentCollectionId = (scope: MedusaContainer, cartId: string) =>
  runShopWorkflow<string>(scope, SHOP_WORKFLOWS.cartPaymentCollection, { cart_id: cartId })

const sessionsOf = (cart: CartPayment) => cart.payment_collection?.payment_sessions ?? []
const providersOf = (cart: CartPayment) => enabledProviders(cart.region?.payment_providers)

/** Medusa's payment session route (POST /store/payment-collections/:id/payment-sessions): a session of the provider, replacing the collection's others. */
async function startSession(scope: MedusaContainer, payer: Payer, providerId: string, data?: Record<string, unknown>) {
  const payment_collection_id = await cartPaymentCollectionId(scope, payer.cartId)
  await createPaymentSessionsWorkflow(scope).run({
    input: { payment_collection_id, provider_id: providerId, customer_id: payer.customerId ?? undefined, data },
  })
}

/** v1's `POST /store/carts/:id/payment-sessions`: the cart's payment collection, and its session when the region has one provider. */
export const startPaymentSessions = (scope: MedusaContainer, payer: Payer) =>
  changingSessions(scope, payer.cartId, async (cart) => {
    await cartPaymentCollectionId(scope, payer.cartId)
    const current = selectedSession(sessionsOf(cart) as V2PaymentSession[])
    for (const providerId of providersToStart(providersOf(cart), current)) await startSession(scope, payer, providerId)
  })

/** v1's `POST /store/carts/:id/payment-session`: the cart pays with this provider (its session is kept when it has one). */
export const selectPaymentSession = (scope: MedusaContainer, payer: Payer, providerId: string) =>
  changingSessions(scope, payer.cartId, async (cart) => {
    assertOffered(providerId, providersOf(cart))
    const current = selectedSession(sessionsOf(cart) as V2PaymentSession[])
    if (current?.provider_id === providerId) return
    await startSession(scope, payer, providerId)
  })

/** v1's refresh (`.../payment-sessions/:provider_id/refresh`) and update (`.../payment-sessions/:provider_id`, with the provider's data): a new session in place of the provider's. */
export const restartPaymentSession = (scope: MedusaContainer, payer: Payer, providerId: string, data?: Record<string, unknown>) =>
  changingSessions(scope, payer.cartId, async (cart) => {
    assertOffered(providerId, providersOf(cart))
    sessionOf(sessionsOf(cart), providerId)
    await startSession(scope, payer, providerId, data)
  })

/** v1's `DELETE /store/carts/:id/payment-sessions/:provider_id`. */
export const deletePaymentSession = (scope: MedusaContainer, payer: Payer, providerId: string) =>
  changingSessions(scope, payer.cartId, async (cart) => {
    const session = sessionOf(sessionsOf(cart), providerId)
    await deletePaymentSessionsWorkflow(scope).run({ input: { ids: [session.id] } })
  })
