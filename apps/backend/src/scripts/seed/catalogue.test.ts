import { describe, it, expect } from "vitest"
import { TEAS, TEA_TYPES, type TeaTypeName } from "./catalogue"
import { teaArtSvg, teaTypeArtSvg } from "./tea-art"

const TYPE_NAMES: TeaTypeName[] = ["Green", "Black", "Oolong", "White", "Pu-erh", "Herbal"]
const HANDLE = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** True when `v` has at most two decimals. */
function atMostTwoDecimals(v: number): boolean {
  return Math.abs(Math.round(v * 100) - v * 100) < 1e-6
}

/** Checks shared by product and category SVGs. */
function expectSafeSvg(svg: string): void {
  expect(svg.startsWith("<svg")).toBe(true)
  expect(svg.endsWith("</svg>")).toBe(true)
  expect(svg).not.toMatch(/<script/i)
  expect(svg).not.toMatch(/<text/i)
  expect(svg).not.toMatch(/<foreignObject/i)
  expect(svg).not.toMatch(/<image/i)
  expect(svg).toContain('viewBox="0 0 800 800"')
  expect(svg.replaceAll("http://www.w3.org/2000/svg", "")).not.toMatch(/http/i)
  expect(svg.length).toBeLessThan(6144)
}

describe("seed catalogue", () => {
  it("has at least 48 teas", () => {
    expect(TEAS.length).toBeGreaterThanOrEqual(48)
  })

  it("has at least 7 teas of each type", () => {
    for (const type of TYPE_NAMES) {
      expect(TEAS.filter((t) => t.type === type).length, type).toBeGreaterThanOrEqual(7)
    }
  })

  it("describes all six tea types", () => {
    expect(TEA_TYPES.map((t) => t.name).sort()).toEqual([...TYPE_NAMES].sort())
    for (const t of TEA_TYPES) {
      expect(t.description.length).toBeGreaterThan(20)
    }
  })

  it("has unique, kebab-case handles", () => {
    const handles = TEAS.map((t) => t.handle)
    expect(new Set(handles).size).toBe(handles.length)
    for (const h of handles) {
      expect(h).toMatch(HANDLE)
    }
  })

  it("has 2 or 3 sizes per tea with sane prices and stock", () => {
    for (const tea of TEAS) {
      expect(tea.sizes.length, tea.handle).toBeGreaterThanOrEqual(2)
      expect(tea.sizes.length, tea.handle).toBeLessThanOrEqual(3)
      for (const s of tea.sizes) {
        expect(s.eur, `${tea.handle} ${s.label}`).toBeGreaterThan(0)
        expect(atMostTwoDecimals(s.eur), `${tea.handle} ${s.label} ${s.eur}`).toBe(true)
        expect(s.stock, `${tea.handle} ${s.label}`).toBeGreaterThan(0)
        expect(s.grams).toBeGreaterThan(0)
        expect(s.label.length).toBeGreaterThan(0)
      }
      const labels = tea.sizes.map((s) => s.label)
      expect(new Set(labels).size, tea.handle).toBe(labels.length)
    }
  })

  it("marks exactly the herbals as caffeine-free", () => {
    for (const tea of TEAS) {
      expect(tea.caffeine === "none", tea.handle).toBe(tea.type === "Herbal")
    }
  })

  it("has ratings in range and realistic brewing parameters", () => {
    for (const tea of TEAS) {
      expect(tea.rating.average, tea.handle).toBeGreaterThanOrEqual(3.6)
      expect(tea.rating.average, tea.handle).toBeLessThanOrEqual(4.9)
      expect(Math.round(tea.rating.average * 10) / 10, tea.handle).toBe(tea.rating.average)
      expect(tea.rating.count, tea.handle).toBeGreaterThanOrEqual(5)
      expect(tea.rating.count, tea.handle).toBeLessThanOrEqual(400)
      expect(tea.brewTempC, tea.handle).toBeGreaterThanOrEqual(50)
      expect(tea.brewTempC, tea.handle).toBeLessThanOrEqual(100)
      expect(tea.steepSeconds, tea.handle).toBeGreaterThan(0)
      expect(tea.gramsPerCup, tea.handle).toBeGreaterThan(0)
      expect(tea.flavourNotes.length, tea.handle).toBeGreaterThanOrEqual(2)
      expect(tea.flavourNotes.length, tea.handle).toBeLessThanOrEqual(4)
    }
  })
})

describe("tea art", () => {
  const greens = TEAS.filter((t) => t.type === "Green")

  it("is deterministic", () => {
    for (const tea of TEAS) {
      expect(teaArtSvg(tea)).toBe(teaArtSvg({ ...tea }))
    }
    for (const type of TYPE_NAMES) {
      expect(teaTypeArtSvg(type)).toBe(teaTypeArtSvg(type))
    }
  })

  it("differs between two teas of the same type", () => {
    expect(teaArtSvg(greens[0])).not.toBe(teaArtSvg(greens[1]))
  })

  it("produces safe, self-contained, small SVGs", () => {
    for (const tea of TEAS) {
      expectSafeSvg(teaArtSvg(tea))
    }
    for (const type of TYPE_NAMES) {
      expectSafeSvg(teaTypeArtSvg(type))
    }
  })
})
