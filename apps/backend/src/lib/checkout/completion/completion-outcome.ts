import type { ReturnWorkflow } from "@medusajs/framework/workflows-sdk"
import { MedusaError } from "@medusajs/framework/utils"
import { isLockTimeout } from "../../locking/lock-timeout"
import { pricesChangedMessage } from "../price-change"

/** The id of the shop's completion workflow (workflows/carts/complete-cart.ts), under which the engine stores its runs. */
export const COMPLETION_WORKFLOW_ID = "leafline-complete-cart"

/** What the completion workflow answers: the order placed (or already placed), or the cart's new total when pricing it again changed what the shopper pays. */
export type CompletionResult = { id: string; prices_changed?: undefined } | { id?: undefined; prices_changed: { total: number; currency_code: string } }

/**
 * The completion workflow, handed in by those who run it (routes, the sweep's job): lib does not import workflows.
 */
export type CompletionWorkflow = ReturnWorkflow<{ id: string }, CompletionResult, any[]>

/** The refusals with which Medusa's completion answers the cart, not an error: the payment did not go through. */
const PAYMENT_NOT_THROUGH: string[] = [MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR, MedusaError.Types.PAYMENT_REQUIRES_MORE_ERROR]

/** What the workflow engine answers a run of the completion workflow with (`throwOnError: false`). */
export interface CompletionRun {
  errors?: { error?: Error & { type?: string } }[]
  result?: CompletionResult
  transaction: { hasFinished(): boolean }
}

/** Why the payment did not go through, as Medusa's route names it beside the cart. */
export interface PaymentRefusal {
  message: string
  name: string
  type: string
}

/** The answer (422, so no client retries it unseen, as it would a 409) when the cart's prices changed: it names the new total. */
export interface PricesChanged {
  type: "prices_changed"
  message: string
  total: number
  currency_code: string
}

const ALREADY_BEING_COMPLETED = "Cart is already being completed by another request"

/**
 * What a completion run comes to, as Medusa's POST /store/carts/:id/complete reads it: the order placed, or the
 * cart when its payment did not go through, or (ours) the new total when the cart was priced again; a run still
 * going, or one that could not have the cart's lock (another request holds the cart), is a 409 the client retries,
 * and any other refusal is thrown as the workflow threw it.
 */
export function completionOutcome(run: CompletionRun): { orderId: string } | { paymentNotThrough: PaymentRefusal } | { pricesChanged: PricesChanged } {
  if (!run.transaction.hasFinished()) throw new MedusaError(MedusaError.Types.CONFLICT, ALREADY_BEING_COMPLETED)
  const error = run.errors?.[0]?.error
  if (error) {
    if (isLockTimeout(error)) throw new MedusaError(MedusaError.Types.CONFLICT, ALREADY_BEING_COMPLETED)
    if (!PAYMENT_NOT_THROUGH.includes(error.type ?? "")) throw error
    return { paymentNotThrough: { message: error.message, name: error.name, type: error.type! } }
  }
  const result = run.result!
  if (result.prices_changed) {
    const { total, currency_code } = result.prices_changed
    return { pricesChanged: { type: "prices_changed", message: pricesChangedMessage(total, currency_code), total, currency_code } }
  }
  return { orderId: result.id! }
}
