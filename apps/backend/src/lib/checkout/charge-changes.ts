// What placing an order would change in a cart's charges: its held prices, shipping amounts, taxes and
// discounts compared with what Medusa's pricing, fulfillment, tax and promotion modules answer now.
// Pure, so that what counts as a change is held to account by unit tests.

type Adjustment = { code?: string | null; amount: number }
type TaxLine = { rate: number; code?: string | null; tax_rate_id?: string | null }
/** A tax line as the Tax Module answers it (the cart stores `rate_id` as `tax_rate_id`). */
type TaxLineNow = { rate: number; code?: string | null; rate_id?: string | null }

export type HeldItem = {
  id: string
  variant_id?: string | null
  unit_price: number
  is_tax_inclusive?: boolean | null
  is_custom_price?: boolean | null
  /** The product's status as it is now ("published" when it may be sold). */
  product_status?: string | null
  adjustments?: (Adjustment | null)[] | null
  tax_lines?: (TaxLine | null)[] | null
}

export type HeldShippingMethod = {
  id: string
  shipping_option_id?: string | null
  amount: number
  is_tax_inclusive?: boolean | null
  adjustments?: (Adjustment | null)[] | null
  tax_lines?: (TaxLine | null)[] | null
}

type CalculatedPrice = { calculated_amount?: number | null; is_calculated_price_tax_inclusive?: boolean | null }

export type PromotionAction = {
  action: string
  item_id?: string
  shipping_method_id?: string
  code?: string
  amount?: number | null
}

/** What the shop charges for the cart now, as Medusa's modules answer it. */
export type ChargesNow = {
  /** Each item's calculated price, by item id (items with a custom price have none). */
  prices: Record<string, CalculatedPrice | undefined>
  /** The cart's shipping methods' options with their price for the cart now; an option no longer offered is absent. */
  shippingOptions: { id: string; calculated_price?: CalculatedPrice | null }[]
  itemTaxLines: (TaxLineNow & { line_item_id: string })[]
  shippingTaxLines: (TaxLineNow & { shipping_line_id: string })[]
  /** The Promotion Module's actions for the cart's codes and the automatic promotions. */
  promotionActions: PromotionAction[]
}

const ADD_ITEM_ADJUSTMENT = "addItemAdjustment"
const ADD_SHIPPING_ADJUSTMENT = "addShippingMethodAdjustment"
// computeActions first takes every held adjustment off, then adds what applies now.
const TAKING_HELD_ADJUSTMENTS_OFF = new Set(["removeItemAdjustment", "removeShippingMethodAdjustment"])

// Amounts come back from PostgreSQL's numerics and the modules' arithmetic; far below any currency's unit.
const sameAmount = (a: number | null | undefined, b: number | null | undefined) =>
  a != null && b != null && Math.abs(Number(a) - Number(b)) < 1e-6

const present = <T>(list: (T | null)[] | null | undefined): T[] => (list ?? []).filter((x): x is T => x != null)

/** Two lists the same up to order, each entry named by `key`. */
function sameEntries<T>(held: T[], now: T[], key: (entry: T) => string, same: (a: T, b: T) => boolean): boolean {
  if (held.length !== now.length) return false
  const left = [...now]
  return held.every((entry) => {
    const i = left.findIndex((other) => key(other) === key(entry) && same(entry, other))
    return i >= 0 && left.splice(i, 1).length === 1
  })
}

const sameTaxLines = (held: TaxLine[], now: TaxLineNow[]) =>
  sameEntries(
    held,
    now.map((t) => ({ rate: t.rate, code: t.code, tax_rate_id: t.rate_id })),
    (t) => `${t.code ?? ""}|${t.tax_rate_id ?? ""}`,
    (a, b) => sameAmount(a.rate, b.rate),
  )

const sameAdjustments = (held: Adjustment[], now: Adjustment[]) =>
  sameEntries(held, now, (a) => a.code ?? "", (a, b) => sameAmount(a.amount, b.amount))

const addedAdjustments = (actions: PromotionAction[], kind: string, target: (a: PromotionAction) => string | undefined, id: string) =>
  actions.filter((a) => a.action === kind && target(a) === id).map((a) => ({ code: a.code, amount: Number(a.amount) }))

type HeldLine = {
  amount: number
  is_tax_inclusive?: boolean | null
  adjustments?: (Adjustment | null)[] | null
  tax_lines?: (TaxLine | null)[] | null
}

/** How one charged line (a tea's or a shipping method) differs from now; its price only when `priced`. */
function lineChanges(label: string, held: HeldLine, priced: boolean, price: CalculatedPrice | null | undefined, taxes: TaxLineNow[], discounts: Adjustment[]) {
  const changes: string[] = []
  if (priced && !sameAmount(price?.calculated_amount, held.amount)) changes.push(`${label}: ${held.amount} is now ${price?.calculated_amount ?? "none"}`)
  else if (priced && !!price?.is_calculated_price_tax_inclusive !== !!held.is_tax_inclusive) changes.push(`${label}: tax inclusion changed`)
  if (!sameTaxLines(present(held.tax_lines), taxes)) changes.push(`${label}: tax lines changed`)
  if (!sameAdjustments(present(held.adjustments), discounts)) changes.push(`${label}: discounts changed`)
  return changes
}

/**
 * Each way in which the cart's charges differ from what the shop charges now, in words (for the log);
 * none when placing the order as the cart stands charges what the shop charges.
 */
export function chargeChanges(items: HeldItem[], shippingMethods: HeldShippingMethod[], now: ChargesNow): string[] {
  const changes: string[] = []
  for (const item of items) {
    if (item.variant_id && item.product_status !== "published") changes.push(`item ${item.id}: its tea is no longer sold`)
    const priced = !item.is_custom_price && !!item.variant_id
    const taxes = now.itemTaxLines.filter((t) => t.line_item_id === item.id)
    const discounts = addedAdjustments(now.promotionActions, ADD_ITEM_ADJUSTMENT, (a) => a.item_id, item.id)
    changes.push(...lineChanges(`item ${item.id}`, { ...item, amount: item.unit_price }, priced, now.prices[item.id], taxes, discounts))
  }
  for (const method of shippingMethods) {
    const price = now.shippingOptions.find((o) => o.id === method.shipping_option_id)?.calculated_price
    const taxes = now.shippingTaxLines.filter((t) => t.shipping_line_id === method.id)
    const discounts = addedAdjustments(now.promotionActions, ADD_SHIPPING_ADJUSTMENT, (a) => a.shipping_method_id, method.id)
    changes.push(...lineChanges(`shipping ${method.id}`, method, true, price, taxes, discounts))
  }
  const known = new Set([...items.map((i) => i.id), ...shippingMethods.map((m) => m.id)])
  for (const action of now.promotionActions) {
    const target = action.item_id ?? action.shipping_method_id
    const adds = action.action === ADD_ITEM_ADJUSTMENT || action.action === ADD_SHIPPING_ADJUSTMENT
    if (adds && target && !known.has(target)) changes.push(`promotion ${action.code}: adds to ${target}, not in the cart`)
    else if (!adds && !TAKING_HELD_ADJUSTMENTS_OFF.has(action.action)) changes.push(`promotion ${action.code ?? ""}: ${action.action}`)
  }
  return changes
}
