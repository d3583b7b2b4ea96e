import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { debounce } from "./debounce"
import { RESIZE_DEBOUNCE_MS, menuClosesAt } from "./viewport"

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("calls once, 200 ms after the last of a burst, with the last arguments", () => {
    const fn = vi.fn()
    const onResize = debounce(fn, RESIZE_DEBOUNCE_MS)
    onResize(900)
    vi.advanceTimersByTime(150)
    onResize(1000)
    vi.advanceTimersByTime(150)
    onResize(1100)
    vi.advanceTimersByTime(199)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith(1100)
  })
  it("can be cancelled", () => {
    const fn = vi.fn()
    const onResize = debounce(fn, 200)
    onResize()
    onResize.cancel()
    vi.advanceTimersByTime(500)
    expect(fn).not.toHaveBeenCalled()
  })
})

describe("menuClosesAt", () => {
  it("closes the mobile menu from 1024 px", () => {
    expect(menuClosesAt(1023)).toBe(false)
    expect(menuClosesAt(1024)).toBe(true)
    expect(menuClosesAt(1440)).toBe(true)
  })
})
