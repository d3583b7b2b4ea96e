import { formatFigure } from "./bench-stats.mjs"

/** The load figures as a text table, one row per target: [[group, rows], ...]. */
export function loadTable(groups) {
  const rows = []
  for (const [group, list] of groups) {
    for (const r of list ?? []) {
      // A few whole checkouts a second need their tenths.
      const rateDigits = r.requestsPerSecond.median < 10 ? 1 : 0
      const share = r.shareOfStatic === undefined ? "" : `${(r.shareOfStatic * 100).toFixed(r.shareOfStatic < 0.1 ? 1 : 0)} %`
      rows.push([group, r.name, r.connections ?? "", formatFigure(r.requestsPerSecond, rateDigits), share, formatFigure(r.p50), formatFigure(r.p95), formatFigure(r.p99), r.errors.median + r.non2xx.median])
    }
  }
  const header = ["", "target", "conns", "req/s", "of static", "p50 ms", "p95 ms", "p99 ms", "errors"]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join("  ")
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n")
}

export const CHECKOUT_TABLE_NOTE = "checkout rows: req/s is whole checkouts a second, p50/p95/p99 one shopper's whole sequence"

/** What the back end used a whole checkout: CPU ms and statements, medians with their spread. */
const checkoutCost = (row) => `back-end CPU ${formatFigure(row.cpuMsPerCheckout)} ms, ${formatFigure(row.statementsPerCheckout)} statements`

/** The checkout cases whose calls are printed one by one: one shopper, so a call's time is its own. */
export function checkoutCallTables(rows) {
  return (rows ?? [])
    .filter((row) => row.shoppers === 1 && row.calls?.length)
    .map((row) => callTable(row.cpuMsPerCheckout ? `${row.name}; a checkout: ${checkoutCost(row)}` : row.name, row.calls, row.sequences))
    .join("\n\n")
}

/**
 * One checkout case's calls as a text table, one row per call in the order the sequence makes them: how
 * many a run made (per checkout, once divided by the case's sequences), p50/p95 of their times, and when
 * the calls were metered the back end's statements and CPU ms a call (means).
 */
export function callTable(title, calls, sequences) {
  const perCheckout = (count) => {
    const n = count.median / sequences
    return Number.isInteger(n) ? String(n) : n.toFixed(1)
  }
  const metered = calls.some((c) => c.cpuMs)
  const rows = calls.map((c) => [
    c.call,
    c.route,
    perCheckout(c.count),
    formatFigure(c.p50),
    formatFigure(c.p95),
    ...(metered ? [c.statements ? formatFigure(c.statements) : "", c.cpuMs ? formatFigure(c.cpuMs) : ""] : []),
  ])
  const header = [title, "route", "per checkout", "p50 ms", "p95 ms", ...(metered ? ["statements", "CPU ms"] : [])]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join("  ")
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n")
}
