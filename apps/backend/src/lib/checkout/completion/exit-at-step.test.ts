import { describe, expect, it } from "vitest"
import { exitAtStep, exitingAtStep } from "./exit-at-step"

describe("the completion's exit-at-step switch", () => {
  it("is honoured only where the reliability stack turned it on", () => {
    expect(exitAtStep("7", {})).toBeNull()
    expect(exitAtStep("7", { LEAFLINE_TEST_FAULTS: "1" })).toBeNull()
    expect(exitAtStep("7", { LEAFLINE_TEST_FAULTS: "on" })).toBe(7)
  })

  it("takes a step number and nothing else", () => {
    const on = { LEAFLINE_TEST_FAULTS: "on" }
    for (const header of ["0", "-1", "1.5", "x", "", "1000", undefined]) expect(exitAtStep(header, on)).toBeNull()
    expect(exitAtStep(["3", "4"], on)).toBeNull()
  })

  it("exits at the Nth step event, begins and successes counted alike", () => {
    const exits: number[] = []
    const events = exitingAtStep(3, () => exits.push(1))
    events.onStepBegin()
    events.onStepSuccess()
    expect(exits).toEqual([])
    events.onStepBegin()
    expect(exits).toEqual([1])
    events.onStepSuccess()
    expect(exits).toEqual([1])
  })
})
