// Generated teas for load tests (`scripts/load-teas.mjs`, `npm run bench -- --products N`): plausible
// names, attributes and prices from a seeded random generator, so the same N gives the same catalogue.

const ADJECTIVES = ["Misty", "Golden", "Silver", "Jade", "Velvet", "Amber", "Morning", "Evening", "Autumn", "Spring",
  "Wild", "Ancient", "Mountain", "River", "Cloud", "Imperial", "Smoky", "Honeyed", "Emerald", "Copper"]
const NOUNS = ["Peak", "Needle", "Dragon", "Phoenix", "Orchid", "Valley", "Garden", "Pearl", "Leaf", "Bud", "Crane",
  "Lotus", "Monkey", "Plum", "Pine", "Bamboo", "Terrace", "Harbour", "Meadow", "Ridge"]
const ORIGINS = [
  ["China", "Fujian"], ["China", "Yunnan"], ["Japan", "Shizuoka"], ["Japan", "Uji"], ["Taiwan", "Nantou"],
  ["India", "Darjeeling"], ["India", "Assam"], ["Sri Lanka", "Nuwara Eliya"], ["Kenya", "Kericho"], ["Nepal", "Ilam"],
]
const NOTES = ["honey", "chestnut", "orchid", "malt", "citrus", "stone fruit", "toasted rice", "seaweed", "cocoa",
  "pine smoke", "jasmine", "apricot", "hay", "mineral", "cream", "spice"]
const CAFFEINE = ["none", "low", "medium", "high"]
const SIZES = [["50 g", 50, 1], ["100 g", 100, 1.85], ["250 g", 250, 4.2]]
// Shelf price in each currency for one euro, rounded to the currency's habits (see the seed's prices.ts).
const RATES = { eur: 1, usd: 1.1, gbp: 0.86, chf: 0.96, jpy: 160 }

/** A small seeded PRNG (mulberry32): the same seed gives the same teas. */
export function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const roundPrice = (amount, currency) => (currency === "jpy" ? Math.round(amount / 10) * 10 : Number((Math.round(amount * 10) / 10 - 0.01).toFixed(2)))

/**
 * The n-th generated tea (0-based), as the body of `POST /admin/products`. `context` holds the ids it
 * needs: typeIds, storeIds, salesChannelIds, shippingProfileId.
 */
export function generatedTea(n, context) {
  const next = random(n + 1)
  const pick = (list) => list[Math.floor(next() * list.length)]
  const [country, region] = pick(ORIGINS)
  const title = `${pick(ADJECTIVES)} ${pick(NOUNS)} ${n + 1}`
  const base = 4 + Math.round(next() * 2600) / 100
  const notes = [...new Set([pick(NOTES), pick(NOTES), pick(NOTES)])]
  return {
    title,
    handle: `generated-tea-${n + 1}`,
    subtitle: `${region}, ${country}`,
    description: `A generated tea from ${region} with notes of ${notes.join(", ")}.`,
    status: "published",
    type_id: pick(context.typeIds),
    shipping_profile_id: context.shippingProfileId,
    sales_channels: context.salesChannelIds.map((id) => ({ id })),
    options: [{ title: "Size", values: SIZES.map(([label]) => label) }],
    variants: SIZES.map(([label, grams, factor]) => ({
      title: label,
      sku: `GEN-${n + 1}-${grams}G`,
      options: { Size: label },
      manage_inventory: false,
      prices: Object.entries(RATES).map(([currency_code, rate]) => ({
        currency_code,
        amount: roundPrice(base * factor * rate, currency_code),
      })),
    })),
    additional_data: {
      store_id: pick(context.storeIds),
      tea_attributes: {
        origin_country: country,
        origin_region: region,
        harvest: pick(["First flush", "Second flush", "Spring", "Autumn"]),
        brew_temp_c: 70 + Math.floor(next() * 30),
        steep_seconds: 60 + Math.floor(next() * 240),
        grams_per_cup: 2 + Math.floor(next() * 4),
        caffeine: pick(CAFFEINE),
        flavour_notes: notes,
      },
      rating: { average: Math.round((3 + next() * 2) * 10) / 10, count: Math.floor(next() * 500) },
    },
  }
}
