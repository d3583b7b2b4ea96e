/** A tea house as a cart's or order's records name it: through the product, or the shipping option. */
export type House = { id: string; name: string }

/** The distinct houses among some records' houses, in first-seen order; records without one are skipped. */
export function distinctHouses(houses: (House | null | undefined)[]): House[] {
  const byId = new Map<string, House>()
  for (const house of houses) if (house && !byId.has(house.id)) byId.set(house.id, house)
  return [...byId.values()]
}

export type CartForHouseCheck = {
  /** The house of each line item's tea. */
  itemHouses: (House | null | undefined)[]
  /** Each shipping method's name and the house its option belongs to. */
  shippingMethods: { name: string; house: House | null | undefined }[]
}

/**
 * Why a cart cannot be completed as one house's order, or null when it can: its teas come from more
 * than one house, or a shipping method ships from a house other than the one its teas come from.
 */
export function teaHouseProblem({ itemHouses, shippingMethods }: CartForHouseCheck): string | null {
  const houses = distinctHouses(itemHouses)
  if (houses.length > 1) {
    const names = houses.map((house) => house.name).join(", ")
    return `This cart holds teas from more than one tea house (${names}): each house's teas are ordered in a cart of their own`
  }
  const [house] = houses
  if (!house) return null
  const stranger = shippingMethods.find((method) => method.house && method.house.id !== house.id)
  if (stranger) {
    return `The shipping method '${stranger.name}' belongs to ${stranger.house!.name}, but this cart's teas come from ${house.name}: choose one of ${house.name}'s shipping options`
  }
  return null
}
