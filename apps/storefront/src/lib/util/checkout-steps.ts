/** The checkout's steps, in the spec's order of calls (section 4): update, shipping, payment, complete. */
export const CHECKOUT_STEPS = ["address", "shipping", "payment", "review"] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** What the steps read of each tea house's cart. */
export type StepCart = {
  email?: string | null
  shipping_address?: { address_1?: string | null } | null
  shipping_methods?: { shipping_option_id?: string | null }[] | null
  payment_collection?: { payment_sessions?: { provider_id?: string | null }[] | null } | null
}

/** Which steps every cart has done. The server holds each step's answer, so a reload keeps them. */
export function doneSteps(carts: StepCart[]): Record<Exclude<CheckoutStep, "review">, boolean> {
  const all = (done: (cart: StepCart) => boolean) => carts.length > 0 && carts.every(done)
  return {
    address: all((cart) => Boolean(cart.email && cart.shipping_address?.address_1)),
    shipping: all((cart) => Boolean(cart.shipping_methods?.some((method) => method.shipping_option_id))),
    payment: all((cart) => Boolean(cart.payment_collection?.payment_sessions?.length)),
  }
}

/**
 * The step to show: the one asked for (the URL's `step`) if every step before it is done, else the
 * first step not done. A step can always be revisited; a later one cannot be skipped to.
 */
export function currentStep(requested: string | null | undefined, carts: StepCart[]): CheckoutStep {
  const done = doneSteps(carts)
  const firstOpen = CHECKOUT_STEPS.find((step) => step !== "review" && !done[step]) ?? "review"
  const wanted = CHECKOUT_STEPS.find((step) => step === requested) ?? firstOpen
  return CHECKOUT_STEPS.indexOf(wanted) <= CHECKOUT_STEPS.indexOf(firstOpen) ? wanted : firstOpen
}

/** The chosen payment provider, when every cart has a session with the same one. */
export function chosenPaymentProvider(carts: StepCart[]): string | null {
  const ids = new Set(carts.map((cart) => cart.payment_collection?.payment_sessions?.[0]?.provider_id ?? null))
  const [only] = [...ids]
  return ids.size === 1 && only ? only : null
}
