import { describe, expect, it } from "vitest"
import { favouritesToMerge, toggleId } from "./favourites"
import { isStringArray, readJson, writeJson } from "./local-state"

describe("toggleId", () => {
  it("adds an absent product and removes a present one", () => {
    expect(toggleId([], "p1")).toEqual(["p1"])
    expect(toggleId(["p1", "p2"], "p1")).toEqual(["p2"])
  })
})

describe("favouritesToMerge", () => {
  it("adds only what the account does not have, once", () => {
    expect(favouritesToMerge(["p1", "p2", "p2"], ["p2", "p3"])).toEqual(["p1"])
    expect(favouritesToMerge([], ["p1"])).toEqual([])
  })
})

describe("readJson / writeJson", () => {
  const memory = () => {
    const data = new Map<string, string>()
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    }
  }
  it("round-trips a value and removes it when written null", () => {
    const store = memory()
    writeJson(store, "k", ["p1"])
    expect(readJson(store, "k", isStringArray, [])).toEqual(["p1"])
    writeJson(store, "k", null)
    expect(store.getItem("k")).toBeNull()
  })
  it("falls back on a missing, broken or wrongly shaped value", () => {
    const store = memory()
    expect(readJson(store, "k", isStringArray, [])).toEqual([])
    store.setItem("k", "{not json")
    expect(readJson(store, "k", isStringArray, ["x"])).toEqual(["x"])
    store.setItem("k", JSON.stringify({ a: 1 }))
    expect(readJson(store, "k", isStringArray, [])).toEqual([])
    expect(readJson(undefined, "k", isStringArray, [])).toEqual([])
  })
})
