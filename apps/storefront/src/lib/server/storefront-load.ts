import { performance } from "node:perf_hooks"

/** Sampled this often; the share is the mean of the last SAMPLES samples (half a second). */
const SAMPLE_MS = 250
const SAMPLES = 2

/**
 * How busy this process's thread is: the share of the last half second its event loop spent working
 * (Node's event loop utilization), sampled in the background from the first call on.
 */
export function threadLoad(): () => number {
  const shares: number[] = []
  let last = performance.eventLoopUtilization()
  setInterval(() => {
    const now = performance.eventLoopUtilization()
    shares.push(performance.eventLoopUtilization(now, last).utilization)
    if (shares.length > SAMPLES) shares.shift()
    last = now
  }, SAMPLE_MS).unref()
  return () => (shares.length ? shares.reduce((sum, share) => sum + share, 0) / shares.length : 0)
}
