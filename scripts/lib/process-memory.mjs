// Peak resident memory of the stack's processes, sampled from /proc (Linux) while the benchmark runs.
import fs from "node:fs"

const PAGE_BYTES = 4096

function processes() {
  const list = []
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ")
      list.push({ pid: Number(entry), ppid: Number(fields[1]), rssBytes: Number(fields[21]) * PAGE_BYTES, cmdline })
    } catch {
      // The process ended between listing and reading.
    }
  }
  return list
}

/** Which part of the shop a process is, from its command line. */
export function processRole(cmdline) {
  if (/postgres/.test(cmdline)) return "database"
  if (/redis-server/.test(cmdline)) return "redis"
  if (/next|storefront/.test(cmdline)) return "storefront"
  if (/medusa|backend/.test(cmdline)) return "backend"
  return "other"
}

/** Samples every `intervalMs` the summed RSS per role of `rootPid`'s descendants; `stop()` gives the peaks (MB). */
export function samplePeakMemory(rootPid, intervalMs = 500) {
  const peaks = { backend: 0, storefront: 0, database: 0, redis: 0 }
  const sample = () => {
    const all = processes()
    const children = new Map()
    for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p])
    const totals = { backend: 0, storefront: 0, database: 0, redis: 0, other: 0 }
    const walk = (pid) => {
      for (const child of children.get(pid) ?? []) {
        totals[processRole(child.cmdline)] += child.rssBytes
        walk(child.pid)
      }
    }
    walk(rootPid)
    for (const role of Object.keys(peaks)) peaks[role] = Math.max(peaks[role], totals[role])
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return Object.fromEntries(Object.entries(peaks).map(([role, bytes]) => [role, Math.round(bytes / 1024 / 1024)]))
    },
  }
}
