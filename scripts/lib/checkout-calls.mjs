// The checkout's calls one by one: each call's time in a run, summarised like the other load figures.
// Pure, so its unit tests can hold it to account.
import { usedBetween } from "./backend-meter.mjs"
import { percentile, summarise } from "./bench-stats.mjs"

/**
 * Times one store call: records `{ call, route, ms }` in `timings` once it answers (a call that fails is
 * not timed; the sequence's error says what failed) and answers what the call answered. With a `meter`
 * (backend-meter.mjs; calls one at a time only) the record also holds the back end's `statements` and `cpuMs`.
 */
export async function timedCall(timings, call, route, run, meter = null) {
  const before = meter && (await meter.read())
  const started = performance.now()
  const answer = await run()
  const ms = performance.now() - started
  timings.push({ call, route, ms, ...(meter ? usedBetween(before, await meter.read()) : {}) })
  return answer
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length

/** The mean of a metered figure over a call's timings, or nothing when they were not metered. */
function meanOf(timings, key) {
  const values = timings.map((t) => t[key]).filter((value) => typeof value === "number")
  return values.length ? { [key]: mean(values) } : {}
}

/**
 * One run's figures per call, in the order the calls were first made: how many were made, p50/p95 of
 * their times (ms), and when metered the mean statements and CPU ms a call. `timings` is every
 * `{ call, route, ms }` of the run's sequences.
 */
export function callRunFigures(timings) {
  const byCall = new Map()
  for (const timing of timings) {
    if (!byCall.has(timing.call)) byCall.set(timing.call, { call: timing.call, route: timing.route, timings: [] })
    byCall.get(timing.call).timings.push(timing)
  }
  return [...byCall.values()].map(({ call, route, timings: made }) => {
    const times = made.map((t) => t.ms)
    return {
      call,
      route,
      count: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      ...meanOf(made, "statements"),
      ...meanOf(made, "cpuMs"),
    }
  })
}

/**
 * Several runs' per-call figures (each from callRunFigures) as one row per call: the median over the runs
 * with the spread, like the other rows. Calls are in the order first seen; a run that lacks a call counts
 * as none made and no time.
 */
export function summariseCallRuns(runs) {
  const calls = new Map()
  for (const run of runs) for (const { call, route } of run) if (!calls.has(call)) calls.set(call, route)
  return [...calls].map(([call, route]) => {
    const figures = runs.map((run) => run.find((f) => f.call === call))
    return {
      call,
      route,
      count: summarise(figures.map((f) => f?.count ?? 0)),
      p50: summarise(figures.map((f) => f?.p50 ?? Number.NaN)),
      p95: summarise(figures.map((f) => f?.p95 ?? Number.NaN)),
      ...(figures.some((f) => f?.cpuMs !== undefined)
        ? { statements: summarise(figures.map((f) => f?.statements ?? Number.NaN)), cpuMs: summarise(figures.map((f) => f?.cpuMs ?? Number.NaN)) }
        : {}),
    }
  })
}
