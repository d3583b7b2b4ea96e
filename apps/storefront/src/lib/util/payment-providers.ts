/** Spec section 9's titles, by the provider's identifier (Medusa's manual provider is called "system"). */
const TITLES: Record<string, string> = {
  stripe: "Credit card",
  "stripe-ideal": "iDEAL",
  paypal: "PayPal",
  manual: "Test payment",
  system: "Test payment",
  redfynn: "Credit or Debit card",
}

const TEST_PROVIDERS = new Set(["manual", "system"])

/**
 * The provider's identifier: Medusa v2 names a provider `pp_<identifier>_<id>` (pp_stripe-ideal_stripe,
 * pp_system_default); the older back end's ids were the bare identifier (stripe-ideal, manual).
 */
function identifierOf(providerId: string): string {
  const match = /^pp_([^_]+)(?:_.*)?$/.exec(providerId)
  return (match ? match[1] : providerId).toLowerCase()
}

/** What the shopper sees for a payment provider; an unknown one is named after its identifier. */
export function paymentProviderTitle(providerId: string): string {
  const identifier = identifierOf(providerId)
  return TITLES[identifier] ?? readable(identifier)
}

/** The manual provider: no money moves ("Test payment"). */
export function isTestPayment(providerId: string): boolean {
  return TEST_PROVIDERS.has(identifierOf(providerId))
}

function readable(identifier: string): string {
  const words = identifier.split(/[-_\s]+/).filter(Boolean)
  return words.length ? words.map((w) => w[0].toUpperCase() + w.slice(1)).join(" ") : "Payment"
}
