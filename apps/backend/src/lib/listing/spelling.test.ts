import { describe, expect, it } from "vitest"
import { closestWord, correctedText, editDistance, typoBudget, wordsOf } from "./spelling"

const vocabulary = new Map([
  ["oolong", 12],
  ["golden", 30],
  ["darjeeling", 8],
  ["sencha", 5],
  ["jasmine", 9],
  ["pearl", 4],
  ["pearls", 2],
  ["tea", 40],
])

describe("editDistance", () => {
  it.each([
    ["oolong", "oolong", 0],
    ["oolnog", "oolong", 1], // two neighbours swapped
    ["ooleng", "oolong", 1], // one letter changed
    ["olong", "oolong", 1], // one left out
    ["oollong", "oolong", 1], // one too many
    ["darjeleing", "darjeeling", 1],
    ["drajeelign", "darjeeling", 2],
  ])("%s → %s: %i", (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(distance)
    expect(editDistance(b, a, 2)).toBe(distance)
  })

  it("stops counting past the limit", () => {
    expect(editDistance("oolong", "jasmine", 1)).toBe(2)
    expect(editDistance("tea", "darjeeling", 2)).toBe(3)
  })
})

describe("typoBudget", () => {
  it("allows no typo under 4 letters, one up to 7, two from 8", () => {
    expect([typoBudget("tea"), typoBudget("pearl"), typoBudget("jasmine"), typoBudget("darjeelin")]).toEqual([0, 1, 1, 2])
  })
})

describe("closestWord", () => {
  it("finds the catalogue's word within the budget, the fewest typos first", () => {
    expect(closestWord("oolnog", vocabulary)).toBe("oolong")
    expect(closestWord("drajeelign", vocabulary)).toBe("darjeeling")
    expect(closestWord("pearle", vocabulary)).toBe("pearl") // pearl and pearls are one away: the one more teas use
    expect(closestWord("xyzzy", vocabulary)).toBeUndefined()
    expect(closestWord("tee", vocabulary)).toBeUndefined() // three letters take no typo
  })
})

describe("correctedText", () => {
  it("corrects the words the catalogue does not use and keeps the rest", () => {
    expect(correctedText("Golden OOLNOG", vocabulary)).toBe("golden oolong")
    expect(correctedText("jasmin tea", vocabulary)).toBe("jasmine tea")
  })

  it("answers nothing when nothing could be corrected", () => {
    expect(correctedText("oolong", vocabulary)).toBeUndefined()
    expect(correctedText("zzzzqqqq", vocabulary)).toBeUndefined()
    expect(correctedText("", vocabulary)).toBeUndefined()
  })

  it("reads words as letters only, in lower case", () => {
    expect(wordsOf("Misty-Peak 42, Fujian!")).toEqual(["misty", "peak", "fujian"])
    expect(wordsOf("Thé à la menthe")).toEqual(["thé", "à", "la", "menthe"])
  })
})
