import { MedusaError } from "@medusajs/framework/utils"

/** The refusals with which Medusa's completion answers the cart, not an error: the payment did not go through. */
const PAYMENT_NOT_THROUGH: string[] = [MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR, MedusaError.Types.PAYMENT_REQUIRES_MORE_ERROR]

/** What the workflow engine answers a run of the completion workflow with (`throwOnError: false`). */
export interface CompletionRun {
  errors?: { error?: Error & { type?: string } }[]
  result?: { id: string }
  transaction: { hasFinished(): boolean }
}

/** Why the payment did not go through, as Medusa's route names it beside the cart. */
export interface PaymentRefusal {
  message: string
  name: string
  type: string
}

/**
 * What a completion run comes to, as Medusa's POST /store/carts/:id/complete reads it: the order placed,
 * or the cart when its payment did not go through; a run still going (another request holds the cart) is
 * a 409 the client retries, and any other refusal is thrown as the workflow threw it.
 */
export function completionOutcome(run: CompletionRun): { orderId: string } | { paymentNotThrough: PaymentRefusal } {
  if (!run.transaction.hasFinished()) {
    throw new MedusaError(MedusaError.Types.CONFLICT, "Cart is already being completed by another request")
  }
  const error = run.errors?.[0]?.error
  if (error) {
    if (!PAYMENT_NOT_THROUGH.includes(error.type ?? "")) throw error
    return { paymentNotThrough: { message: error.message, name: error.name, type: error.type! } }
  }
  return { orderId: run.result!.id }
}
