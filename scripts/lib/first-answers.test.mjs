import { describe, expect, it } from "vitest"
import { FIRST_ANSWER_KINDS, misspeltWords, newTexts } from "./first-answers.mjs"

describe("the bench's first answers", () => {
  it.each(FIRST_ANSWER_KINDS)("%s: a listing query no earlier call made, for thousands of calls", (_, kind) => {
    const next = kind()
    const queries = Array.from({ length: 5000 }, () => next())
    expect(new Set(queries).size).toBe(queries.length)
    for (const query of queries) expect(query).toMatch(/^(q|price|filter)=[^&\s]+(&(price|filter)=[^&\s]+)*$/)
  })

  it("reads as shoppers would type: words of the teas, and the same words with one letter wrong", () => {
    const texts = newTexts()
    expect([texts(), texts()]).toEqual(["q=oolong%20green", "q=green%20black"])
    const typo = decodeURIComponent(misspeltWords()().slice(2))
    expect(typo).toHaveLength("oolong".length)
    expect(typo).not.toBe("oolong")
  })
})
