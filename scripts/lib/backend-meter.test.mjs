import { describe, expect, it } from "vitest"
import { processTree, usedBetween } from "./backend-meter.mjs"

describe("processTree", () => {
  it("holds the roots and every process below them, not their parents or siblings", () => {
    const parents = new Map([
      [1, 0],
      [10, 1],
      [11, 10],
      [12, 10],
      [13, 12],
      [20, 1],
      [21, 20],
    ])
    expect(processTree([10], parents).sort()).toEqual([10, 11, 12, 13])
  })

  it("leaves out a root that is not running", () => {
    expect(processTree([99], new Map([[1, 0]]))).toEqual([])
  })
})

describe("usedBetween", () => {
  const reading = (statements, cpu, number = 1) => ({ reading: number, statements, cpuMs: new Map(Object.entries(cpu).map(([pid, ms]) => [Number(pid), ms])) })

  it("counts the statements between two readings less the readings' own", () => {
    expect(usedBetween(reading(100, {}, 1), reading(131, {}, 2)).statements).toBe(30)
    expect(usedBetween(reading(100, {}, 1), reading(131, {}, 11)).statements).toBe(21)
  })

  it("adds the CPU each process used, from zero for one started in between", () => {
    expect(usedBetween(reading(0, { 1: 100, 2: 50 }), reading(1, { 1: 130, 2: 60, 3: 20 }, 2)).cpuMs).toBe(60)
  })

  it("gives no statement count when the database keeps none", () => {
    expect(usedBetween(reading(null, {}), reading(null, {}, 2)).statements).toBeNull()
  })
})
