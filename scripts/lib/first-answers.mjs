// The listing's first answers for the bench: each call gives a listing query no one asked before (so no
// kept summary answers it), of one kind. Words come from the teas' own vocabulary (the seed's and the
// generated teas'), so the queries find teas, as shoppers' would.

const WORDS = ["oolong", "green", "black", "white", "puerh", "jasmine", "honey", "orchid", "citrus", "malt", "chestnut",
  "apricot", "cocoa", "cream", "spice", "mineral", "seaweed", "golden", "misty", "silver", "jade", "dragon", "phoenix",
  "needle", "pearl", "lotus", "mountain", "valley", "garden", "spring", "autumn", "smoky", "imperial", "fujian", "yunnan",
  "shizuoka", "uji", "nantou", "darjeeling", "assam", "kericho", "sencha", "matcha", "gyokuro", "ceylon"]
const ORIGINS = ["China", "Japan", "Taiwan", "India", "Sri Lanka", "Kenya", "Nepal"]
const CAFFEINE = ["none", "low", "medium", "high"]
const FLAVOURS = ["honey", "chestnut", "orchid", "malt", "citrus", "stone fruit", "toasted rice", "seaweed", "cocoa", "jasmine"]

/** Every non-empty subset of a list, smallest first. */
function subsets(list) {
  const all = []
  for (let mask = 1; mask < 2 ** list.length; mask++) all.push(list.filter((_, i) => mask & (2 ** i)))
  return all.sort((a, b) => a.length - b.length)
}

/** Calls `make(n)` with 0, 1, 2, …: a new value each call. */
function counter(make) {
  let n = 0
  return () => make(n++)
}

const q = (text) => `q=${encodeURIComponent(text)}`
const filter = (pairs) => `filter=${encodeURIComponent(pairs.join(","))}`

/** Two different words of the teas, a pair no earlier call made (then a third word added). */
export function newTexts() {
  const count = WORDS.length
  const pairs = count * (count - 1)
  return counter((n) => {
    const first = n % count
    const second = (first + 1 + Math.floor(n / count) % (count - 1)) % count
    const third = Math.floor(n / pairs)
    return q([WORDS[first], WORDS[second], ...(third ? [WORDS[third % count]] : [])].join(" "))
  })
}

/** One of the teas' words with one letter changed ("oolong" → "ooleng"): typo tolerance has to find it. */
export function misspeltWords() {
  const variants = [...new Set(WORDS.filter((word) => word.length >= 5).flatMap((word) =>
    Array.from({ length: word.length - 1 }, (_, i) => i + 1).flatMap((at) =>
      ["a", "e", "i", "o", "u", "r", "n"].filter((letter) => letter !== word[at]).map((letter) => word.slice(0, at) + letter + word.slice(at + 1)),
    ),
  ))].filter((variant) => !WORDS.includes(variant))
  return counter((n) => q(`${variants[n % variants.length]}${n >= variants.length ? ` ${WORDS[Math.floor(n / variants.length) % WORDS.length]}` : ""}`))
}

/** A price range no earlier call asked for: `price=min-max` in the shop's currency. */
export function priceRanges() {
  return counter((n) => `price=${(n % 20) + 1}-${21 + Math.floor(n / 20)}`)
}

/** Facet filters: caffeine levels × one or two origins × one or two flavours, a combination no earlier call asked for. */
export function facetFilters() {
  const caffeine = subsets(CAFFEINE)
  const origins = subsets(ORIGINS).filter((set) => set.length <= 2)
  const flavours = subsets(FLAVOURS).filter((set) => set.length <= 2)
  return counter((n) => {
    const c = caffeine[n % caffeine.length]
    const o = origins[Math.floor(n / caffeine.length) % origins.length]
    const f = flavours[Math.floor(n / (caffeine.length * origins.length)) % flavours.length]
    return filter([...c.map((v) => `caffeine:${v}`), ...o.map((v) => `origin:${v}`), ...f.map((v) => `flavour:${v}`)])
  })
}

/** Text, a price range and facets at once. */
export function combinations() {
  const [texts, prices, facets] = [newTexts(), priceRanges(), facetFilters()]
  return () => `${texts()}&${prices()}&${facets()}`
}

export const FIRST_ANSWER_KINDS = [
  ["new text", newTexts],
  ["misspelt word", misspeltWords],
  ["price range", priceRanges],
  ["facets", facetFilters],
  ["text + price + facets", combinations],
]
