import { EventPriority, OrderWorkflowEvents, ReservationItemWorkflowEvents } from "@medusajs/framework/utils"
import { createHook, createWorkflow, type Hook, parallelize, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  addOrderTransactionStep,
  authorizePaymentSessionStep,
  compensatePaymentIfNeededStep,
  createOrdersStep,
  createPaymentSessionsWorkflow,
  createRemoteLinkStep,
  emitEventStep,
  refreshCartItemsWorkflow,
  releaseLockStep,
  reserveInventoryStep,
  updateCartsStep,
  useQueryGraphStep,
  validateCartItemsStep,
  validateCartPaymentsStep,
  validateShippingStep,
} from "@medusajs/medusa/core-flows"
import {
  captureTransactionsOf,
  type CompletedCart,
  orderFromCart,
  orderLinksOf,
  promotionUsageOf,
  reservationsFor,
} from "../../lib/checkout/completion/cart-to-order"
import { COMPLETION_WORKFLOW_ID, type CompletionResult } from "../../lib/checkout/completion/completion-outcome"
import { chargedAmountChanged } from "../../lib/checkout/price-change"
import { COMPLETION_CART_FIELDS, type HeldCart } from "./charge-changes-now"
import { chargesNowStep } from "./steps/charges-now"
import { logChargeChangesStep } from "./steps/log-charge-changes"
import { registerPromotionUsageStep } from "./steps/register-promotion-usage"

const THREE_DAYS = 60 * 60 * 24 * 3
// Medusa's completion's lock on the cart: how long it waits for it, and how long a dead holder keeps it.
const LOCK_WAIT_SECONDS = 30
const LOCK_TTL_SECONDS = 120

// Once, everything below needs of the cart: what Medusa's completion makes the order of, and what pricing it again asks.
const CART_FIELDS = COMPLETION_CART_FIELDS

type Cart = CompletedCart & HeldCart

/**
 * POST /store/carts/:id/complete (and v1's), for every API in one place: Medusa's completeCartWorkflow with the
 * rules of a sale at placing an order before it, composed of Medusa's own steps and reading the cart once (twice in
 * the rare run that prices it again). Under Medusa's lock on the cart:
 * 1. a code the cart holds that no longer applies is refused, named, and the cart is priced as the shop prices it
 *    now (charge-changes-now.ts), both in one step (chargesNowStep) that writes nothing. When that changes anything, Medusa's
 *    refresh rewrites the cart (and gives it a payment session again, with the shopper's provider, when the refresh
 *    dropped it); when it changes what the shopper pays, no order is placed: the result names the new total
 *    (the routes answer 422) and placing the order again charges it;
 * 2. then what Medusa's completeCartWorkflow does (core-flows 2.21.2), step for step: its checks, the `validate`
 *    hook (workflows/hooks/complete-cart-validate.ts), the order, the stock, the promotions' uses (these two by
 *    themselves, where Medusa runs them beside the rest), the links, the cart completed, the payment authorised
 *    last. A cart that has its order answers that order.
 * Stored, so that a run cut off by a dead process is found and undone (lib/checkout/completion). The oracle
 * (integration-tests/http/completion-oracle.test.ts) holds its orders to Medusa's workflow cent for cent.
 */
export const completeCartWorkflow = createWorkflow(
  { name: COMPLETION_WORKFLOW_ID, store: true, idempotent: false, retentionTime: THREE_DAYS },
  (input: { id: string }) => {
    acquireLockStep({ key: input.id, timeout: LOCK_WAIT_SECONDS, ttl: LOCK_TTL_SECONDS })
    const [orderCart, held] = parallelize(
      useQueryGraphStep({ entity: "order_cart", fields: ["cart_id", "order_id"], filters: { cart_id: input.id }, options: { isList: false } }),
      useQueryGraphStep({
        entity: "cart",
        fields: CART_FIELDS,
        filters: { id: input.id },
        options: { isList: false, throwIfKeyNotFound: true },
      }).config({ name: "cart-query" }),
    )
    const orderId = transform({ orderCart }, ({ orderCart }) => (orderCart?.data as { order_id?: string } | undefined)?.order_id)
    const cartBefore = transform({ held }, ({ held }) => held.data as unknown as Cart)
    const toPrice = transform({ cartBefore, orderId }, ({ cartBefore, orderId }) => !orderId && !cartBefore.completed_at)

    const changes = when("charges-to-check", { toPrice }, ({ toPrice }) => toPrice).then(() => chargesNowStep({ cart: cartBefore }))
    const repriced = when("charges-changed", { toPrice, changes }, ({ toPrice, changes }) => toPrice && !!changes?.length).then(() => {
      logChargeChangesStep({ cart_id: input.id, changes: changes as unknown as string[] })
      refreshCartItemsWorkflow.runAsStep({ input: { cart_id: input.id, force_refresh: true } })
      return useQueryGraphStep({
        entity: "cart",
        fields: CART_FIELDS,
        filters: { id: input.id },
        options: { isList: false },
      }).config({ name: "cart-repriced" })
    })
    // The refresh drops the payment session when the total changed (its amount was the old total): the cart gets one
    // again, of the provider the shopper had chosen, so placing the order again needs no other step.
    const lostSession = transform({ cartBefore, repriced }, ({ cartBefore, repriced }) => {
      const now = repriced?.data as unknown as Cart | undefined
      const provider = cartBefore.payment_collection?.payment_sessions?.find(Boolean)?.provider_id
      if (!now || !provider || !now.payment_collection || now.payment_collection.payment_sessions?.some(Boolean)) return null
      return { payment_collection_id: now.payment_collection.id, provider_id: provider, customer_id: cartBefore.customer?.id }
    })
    when("payment-session-lost", { lostSession }, ({ lostSession }) => !!lostSession).then(() => {
      createPaymentSessionsWorkflow.runAsStep({ input: lostSession as NonNullable<typeof lostSession> })
    })
    const cart = transform({ cartBefore, repriced }, ({ cartBefore, repriced }) => ((repriced?.data as unknown as Cart | undefined) ?? cartBefore))
    const pricesChanged = transform({ cartBefore, cart, repriced }, ({ cartBefore, cart, repriced }) =>
      !!repriced && chargedAmountChanged(cartBefore.total, cart.total, cart.currency_code) ? { total: cart.total, currency_code: cart.currency_code } : null,
    )

    // From here on, Medusa's completeCartWorkflow, with the cart as it is now priced.
    const place = when("place-order", { pricesChanged }, ({ pricesChanged }) => !pricesChanged).then(() => {
      validateCartItemsStep({ cart: cart as never })
      const paymentSessions = validateCartPaymentsStep({ cart: cart as never })
      compensatePaymentIfNeededStep({ payment_session_id: transform({ paymentSessions }, ({ paymentSessions }) => paymentSessions[0]?.id) })
      const validate = createHook("validate", { input, cart })
      // What a `when` block answers is kept in the stored run's context: the sessions' ids, all that is used of them.
      return { result: transform({ paymentSessions }, ({ paymentSessions }) => (paymentSessions as { id: string }[]).map(({ id }) => ({ id }))), hooks: [validate] }
    })

    const paymentSessions = place.result
    const order = when("create-order", { orderId, pricesChanged }, ({ orderId, pricesChanged }) => !orderId && !pricesChanged).then(() => {
      const optionIds = transform({ cart }, ({ cart }) => (cart.shipping_methods ?? []).map((method) => method?.shipping_option_id as string))
      const { data: shippingOptions } = useQueryGraphStep({
        entity: "shipping_option",
        fields: ["id", "shipping_profile_id"],
        filters: { id: optionIds },
        options: { cache: { enable: true } },
      }).config({ name: "shipping-options-query" })
      validateShippingStep({ cart: cart as never, shippingOptions: shippingOptions as never })

      const createdOrders = createOrdersStep([transform({ cart }, ({ cart }) => orderFromCart(cart)) as never])
      const createdOrder = transform({ createdOrders }, ({ createdOrders }) => createdOrders[0] as unknown as { id: string; items: Record<string, any>[] })
      // The two steps that can refuse (the stock, a code's last use) run by themselves before the writes that cannot:
      // a refusal beside running steps has left the engine's run waiting to compensate for good (Medusa runs all five
      // side by side), with the cart completed and no order.
      const reservations = reserveInventoryStep(transform({ cart, createdOrder }, ({ cart, createdOrder }) => reservationsFor(cart, createdOrder)) as never)
      registerPromotionUsageStep(transform({ cart }, ({ cart }) => ({ ...promotionUsageOf(cart), cart })) as never)
      parallelize(
        createRemoteLinkStep(transform({ cart, createdOrder }, ({ cart, createdOrder }) => orderLinksOf(cart, createdOrder.id)) as never),
        updateCartsStep([transform({ cart }, ({ cart }) => ({ id: cart.id, completed_at: new Date() }))] as never),
        emitEventStep({ eventName: OrderWorkflowEvents.PLACED, data: { id: createdOrder.id }, options: { priority: EventPriority.CRITICAL } }),
      )
      emitEventStep({
        eventName: ReservationItemWorkflowEvents.CREATED,
        data: transform({ reservations, createdOrder }, ({ reservations, createdOrder }) =>
          ((reservations ?? []) as { id: string }[]).map((reservation) => ({ id: reservation.id, order_id: createdOrder.id })),
        ),
      }).config({ name: "emit-reservation-item-created" })

      // The payment last, as Medusa's: what could still fail after it is only the order's transactions.
      const payment = authorizePaymentSessionStep({ id: transform({ paymentSessions }, ({ paymentSessions }) => (paymentSessions as { id: string }[])[0]?.id) as never })
      addOrderTransactionStep(transform({ payment, createdOrder }, ({ payment, createdOrder }) => captureTransactionsOf(payment as never, createdOrder.id)) as never)
      // Its id only: the block's answer is kept in the stored run's context, and each step event after it copies that.
      return transform({ createdOrder }, ({ createdOrder }) => ({ id: createdOrder.id }))
    })

    releaseLockStep({ key: input.id })
    const result = transform({ order, orderId, pricesChanged }, ({ order, orderId, pricesChanged }): CompletionResult =>
      pricesChanged ? { prices_changed: pricesChanged } : { id: (order?.id ?? orderId)! },
    )
    return new WorkflowResponse(result, { hooks: place.hooks as unknown as [Hook<"validate", { input: { id: string }; cart: Cart }, unknown>] })
  },
)
