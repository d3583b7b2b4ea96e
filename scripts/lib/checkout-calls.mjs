// The checkout's calls one by one: each call's time in a run, summarised like the other load figures.
// Pure, so its unit tests can hold it to account.
import { percentile, summarise } from "./bench-stats.mjs"

/**
 * Times one store call: records `{ call, route, ms }` in `timings` once it answers (a call that fails is
 * not timed; the sequence's error says what failed) and answers what the call answered.
 */
export async function timedCall(timings, call, route, run) {
  const started = performance.now()
  const answer = await run()
  timings.push({ call, route, ms: performance.now() - started })
  return answer
}

/**
 * One run's figures per call, in the order the calls were first made: how many were made, and p50/p95 of
 * their times (ms). `timings` is every `{ call, route, ms }` of the run's sequences.
 */
export function callRunFigures(timings) {
  const byCall = new Map()
  for (const { call, route, ms } of timings) {
    if (!byCall.has(call)) byCall.set(call, { call, route, times: [] })
    byCall.get(call).times.push(ms)
  }
  return [...byCall.values()].map(({ call, route, times }) => ({
    call,
    route,
    count: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  }))
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
    }
  })
}
