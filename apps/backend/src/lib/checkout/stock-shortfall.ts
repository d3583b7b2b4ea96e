/** What completion reads of a cart line to know whether its tea is still in stock (Medusa's completion snapshot). */
type Level = {
  stocked_quantity?: number | null
  reserved_quantity?: number | null
  stock_locations?: { sales_channels?: { id: string }[] | null } | { sales_channels?: { id: string }[] | null }[] | null
}
export type StockLine = {
  product_title?: string | null
  variant_title?: string | null
  quantity: number
  variant?: {
    manage_inventory?: boolean | null
    allow_backorder?: boolean | null
    inventory_items?: { required_quantity?: number | null; inventory?: { location_levels?: Level[] | null } | null }[] | null
  } | null
}

const servesChannel = (level: Level, salesChannelId: string | null | undefined) =>
  [level.stock_locations ?? []].flat().some((location) => location?.sales_channels?.some((channel) => channel.id === salesChannelId))

/** Units of a line's tea that can still be sold through the cart's channel: the best single location, as Medusa reserves at one. */
function unitsAvailable(line: StockLine, salesChannelId: string | null | undefined): number {
  const perInventoryItem = (line.variant?.inventory_items ?? []).map((item) => {
    const levels = (item.inventory?.location_levels ?? []).filter((level) => servesChannel(level, salesChannelId))
    const best = Math.max(0, ...levels.map((level) => (level.stocked_quantity ?? 0) - (level.reserved_quantity ?? 0)))
    return Math.floor(best / Math.max(1, item.required_quantity ?? 1))
  })
  return perInventoryItem.length ? Math.min(...perInventoryItem) : Infinity
}

/**
 * Why a cart cannot be completed for want of stock, or null. Checked before Medusa creates the order,
 * so a tea sold out since it was added gets a message naming it; two carts racing for the last unit
 * are still settled by Medusa's locked reservation.
 */
export function stockShortfall(lines: StockLine[], salesChannelId: string | null | undefined): string | null {
  const short = lines.flatMap((line) => {
    if (!line.variant?.manage_inventory || line.variant.allow_backorder) return []
    const available = unitsAvailable(line, salesChannelId)
    if (available >= line.quantity) return []
    const name = [line.product_title, line.variant_title && `(${line.variant_title})`].filter(Boolean).join(" ")
    return [available > 0 ? `${name}: only ${available} left` : `${name}: sold out`]
  })
  if (!short.length) return null
  return `Some teas are no longer in stock in the quantity you chose (${short.join("; ")}): lower the quantity or remove them`
}
