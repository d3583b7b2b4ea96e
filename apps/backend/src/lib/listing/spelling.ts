/**
 * Typo tolerance by words: a searched word the catalogue does not use is replaced by the catalogue's
 * closest word, and the corrected text is searched as exactly as any other (its full-text index answers
 * at once). The search provider's own typo tolerance instead compares the query with every tea's whole
 * text (pg_trgm's word_similarity, which no index serves): 1.2 s at 10,000 teas, and at its threshold a
 * misspelt "oolong" matched a sixth of them.
 */

/** The catalogue's words and how many teas use each. */
export type Vocabulary = ReadonlyMap<string, number>

/** The words of a text as the vocabulary holds them: lower case, letters only. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean)
}

/** How many typos a word may hold (as Meilisearch and Typesense count them): none under 4 letters, one up to 7, two from 8. */
export function typoBudget(word: string): number {
  return word.length < 4 ? 0 : word.length < 8 ? 1 : 2
}

/**
 * The optimal-string-alignment distance: letters inserted, deleted, changed or two neighbours swapped
 * ("oolnog" is one from "oolong"). Stops counting past `max`, answering max + 1.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1)
      current[j] = value
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    ;[before, previous] = [previous, current]
  }
  return Math.min(previous[b.length], max + 1)
}

/** The catalogue's word closest to `word` within its typo budget: the fewest typos, then the most teas, then the first alphabetically. */
export function closestWord(word: string, vocabulary: Vocabulary): string | undefined {
  const budget = typoBudget(word)
  let best: { word: string; distance: number; teas: number } | undefined
  for (const [candidate, teas] of vocabulary) {
    const distance = editDistance(word, candidate, budget)
    if (distance > budget) continue
    if (!best || distance < best.distance || (distance === best.distance && (teas > best.teas || (teas === best.teas && candidate < best.word)))) {
      best = { word: candidate, distance, teas }
    }
  }
  return best?.word
}

/**
 * The search text with each word the catalogue does not use replaced by its closest word; undefined when
 * no word could be corrected (searching again would find nothing new).
 */
export function correctedText(text: string, vocabulary: Vocabulary): string | undefined {
  let changed = false
  const words = wordsOf(text).map((word) => {
    if (vocabulary.has(word)) return word
    const closest = closestWord(word, vocabulary)
    if (closest) changed = true
    return closest ?? word
  })
  return changed ? words.join(" ") : undefined
}
