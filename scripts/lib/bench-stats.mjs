// The benchmark's arithmetic and options: pure, so its unit tests can hold it to account.

/** The p-th percentile (0–100) of the values, by the nearest-rank method; NaN for none. */
export function percentile(values, p) {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

export function median(values) {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * A figure measured several times: the median, the spread (min–max) and every run's value. A run with no
 * value (no response came back, so no latency) is kept in `runs` but left out of the statistics.
 */
export function summarise(values) {
  const measured = values.filter(Number.isFinite)
  if (!measured.length) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: values }
  return { median: median(measured), min: Math.min(...measured), max: Math.max(...measured), runs: values }
}

/** One load run: requests per second and latency percentiles from every response's time (ms). */
export function loadRunFigures({ latencies, durationSeconds, errors = 0, non2xx = 0 }) {
  return {
    requestsPerSecond: latencies.length / durationSeconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    non2xx,
  }
}

/** Several runs of one load test, each figure summarised over the runs. */
export function summariseRuns(runs) {
  const keys = ["requestsPerSecond", "p50", "p95", "p99", "errors", "non2xx"]
  return Object.fromEntries(keys.map((key) => [key, summarise(runs.map((run) => run[key]))]))
}

export const BENCH_GROUPS = ["pages", "flood", "api", "checkout", "lighthouse"]

/** `--products N`, `--only <group>[,<group>]`, `--quick`. Throws a message on anything else. */
export function parseBenchArgs(argv) {
  const options = { products: 0, only: [...BENCH_GROUPS], quick: false, cluster: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === "--quick") options.quick = true
    else if (arg === "--cluster") options.cluster = true
    else if (arg === "--products") {
      const count = Number(argv[++i])
      if (!Number.isInteger(count) || count < 1) throw new Error("--products takes a number of teas, e.g. --products 1000")
      options.products = count
    } else if (arg === "--only") {
      const groups = (argv[++i] ?? "").split(",").filter(Boolean)
      const unknown = groups.filter((group) => !BENCH_GROUPS.includes(group))
      if (!groups.length || unknown.length) throw new Error(`--only takes ${BENCH_GROUPS.join(", ")} (got '${argv[i] ?? ""}')`)
      options.only = groups
    } else throw new Error(`unknown option '${arg}'; use --products N, --only <group>, --quick, --cluster`)
  }
  return options
}

/** A figure with its spread, as the table prints it: "412 (398–430)". */
export function formatFigure({ median: mid, min, max }, digits = 0) {
  const f = (n) => (Number.isFinite(n) ? n.toFixed(digits) : "–")
  return min === max ? f(mid) : `${f(mid)} (${f(min)}–${f(max)})`
}
