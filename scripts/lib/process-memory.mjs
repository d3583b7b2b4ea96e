// Peak memory of the stack's processes, sampled from /proc (Linux) while the benchmark runs: resident
// (RSS) and proportional (PSS). Summed RSS counts a shared page once per process that touched it:
// PostgreSQL's shared buffers (128 MB) count again in each of its connections, so ten busy connections
// add up to over a gigabyte of pages that are there once. PSS divides each shared page among its
// processes, so a role's sum is the memory it holds.
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

/** A process's proportional set size (its own pages, and its share of each shared one); 0 once it ended. */
function pssBytes(pid) {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

const ROLES = ["backend", "storefront", "database", "redis"]
const perRole = () => Object.fromEntries([...ROLES, "other"].map((role) => [role, 0]))
const megabytes = (peaks) => Object.fromEntries(ROLES.map((role) => [role, Math.round(peaks[role] / 1024 / 1024)]))

/**
 * Samples every `intervalMs` the summed RSS and PSS per role of `rootPid`'s descendants; `stop()` gives
 * each one's peaks (MB).
 */
export function samplePeakMemory(rootPid, intervalMs = 500) {
  const peaks = { rss: perRole(), pss: perRole() }
  const sample = () => {
    const all = processes()
    const children = new Map()
    for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p])
    const totals = { rss: perRole(), pss: perRole() }
    const walk = (pid) => {
      for (const child of children.get(pid) ?? []) {
        const role = processRole(child.cmdline)
        totals.rss[role] += child.rssBytes
        totals.pss[role] += pssBytes(child.pid)
        walk(child.pid)
      }
    }
    walk(rootPid)
    for (const kind of ["rss", "pss"]) for (const role of ROLES) peaks[kind][role] = Math.max(peaks[kind][role], totals[kind][role])
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return { rss: megabytes(peaks.rss), pss: megabytes(peaks.pss) }
    },
  }
}
