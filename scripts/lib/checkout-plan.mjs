// What the checkout bench buys: pure, so its unit tests can hold it to account.

/**
 * Per tea house (sorted by id), its `perHouse` variants with the most stock available at one location,
 * from admin products fetched with their house and variants' inventory levels. Spreading shoppers over
 * several teas is closer to a shop's traffic than ten shoppers fighting over one tea's stock row.
 */
export function pickBenchVariants(products, perHouse) {
  const byHouse = new Map()
  for (const product of products) {
    const houseId = product.seller_store?.id
    if (!houseId) continue
    for (const variant of product.variants ?? []) {
      const items = variant.inventory_items ?? []
      const levels = items[0]?.inventory?.location_levels ?? []
      // The seed's shape: one inventory item at the house's one location. Anything else is left out.
      if (items.length !== 1 || levels.length !== 1) continue
      const level = levels[0]
      const pick = {
        houseId,
        variantId: variant.id,
        inventoryItemId: items[0].inventory_item_id,
        locationId: level.location_id,
        available: level.stocked_quantity - level.reserved_quantity,
      }
      byHouse.set(houseId, [...(byHouse.get(houseId) ?? []), pick])
    }
  }
  return [...byHouse.keys()]
    .sort()
    .map((houseId) => byHouse.get(houseId).sort((a, b) => b.available - a.available).slice(0, perHouse))
}

/**
 * The variants sequence n buys, one from each of `houseCount` houses: the houses and their teas rotate, so
 * each sequence buys from other houses and teas than the one before.
 */
export function basketFor(housePicks, sequence, houseCount) {
  if (houseCount > housePicks.length) throw new Error(`${houseCount} tea houses wanted, ${housePicks.length} have stock`)
  return Array.from({ length: houseCount }, (_, h) => {
    const picks = housePicks[(sequence + h) % housePicks.length]
    return picks[Math.floor(sequence / housePicks.length) % picks.length]
  })
}

/** Units of each variant the baskets take (one each), by variant id. */
export function unitsByVariant(baskets) {
  const units = new Map()
  for (const pick of baskets.flat()) units.set(pick.variantId, (units.get(pick.variantId) ?? 0) + 1)
  return units
}
