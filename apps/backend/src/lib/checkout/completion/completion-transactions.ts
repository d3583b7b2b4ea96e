import { randomUUID } from "node:crypto"

/**
 * Each run of Medusa's completion workflow gets a transaction id of ours that names its cart, so the runs a
 * dead process left unfinished are found by cart in the engine's stored executions (`workflow_execution`).
 * The engine splits its keys on ":", so the id has none.
 */
const PREFIX = "cart-completion-"
const RUN_ID = /^cart-completion-(.+)-([0-9a-f]{32})$/

export const completionTransactionId = (cartId: string, unique: string = randomUUID().replaceAll("-", "")) => `${PREFIX}${cartId}-${unique}`

/** The transaction ids of this cart's runs start with this (read them back with cartOfCompletion: in a LIKE, "_" matches any character). */
export const completionTransactionPrefix = (cartId: string) => `${PREFIX}${cartId}-`

/** The cart a run of ours completes, or null for a transaction id that is not one of ours. */
export function cartOfCompletion(transactionId: string): string | null {
  return RUN_ID.exec(transactionId)?.[1] ?? null
}

/**
 * The lease every completion of a cart holds while it runs (renewed while its process lives, lapsing
 * seconds after it dies): a run found unfinished while its cart's lease can be had was cut off.
 */
export const completionLeaseKey = (cartId: string) => `cart-completion:${cartId}`

/** The engine's states of a run that has not finished (TransactionState). */
export const UNFINISHED_STATES = ["not_started", "invoking", "waiting_to_compensate", "compensating"]
