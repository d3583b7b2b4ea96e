// What the back end spends: the SQL statements its database ran (PostgreSQL's pg_stat_statements, which the
// shop's embedded PostgreSQL loads) and the CPU time of its processes (/proc), read before and after a call
// or a run. The figures are a call's own only when nothing else runs: the bench reads them for one shopper.
import fs from "node:fs"
import pg from "pg"

// Linux's USER_HZ: /proc counts CPU time in these ticks.
const TICKS_PER_SECOND = 100

/** Each process's parent, from /proc. */
function parentsOfProcesses() {
  const parents = new Map()
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(entry)
    if (stat) parents.set(Number(entry), Number(stat[1]))
  }
  return parents
}

/** The fields of /proc/<pid>/stat after the command's name (state, ppid, ...), or null once it is gone. */
function readStat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
    return text.slice(text.lastIndexOf(")") + 2).split(" ")
  } catch {
    return null
  }
}

/** `roots` and every process below them. */
export function processTree(roots, parents = parentsOfProcesses()) {
  const tree = new Set(roots.filter((pid) => parents.has(pid)))
  for (let grew = true; grew; ) {
    grew = false
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  return [...tree]
}

/** User and system CPU time (ms) a process has used so far: fields utime and stime of its stat. */
function cpuMsOf(pid) {
  const stat = readStat(pid)
  return stat ? ((Number(stat[11]) + Number(stat[12])) * 1000) / TICKS_PER_SECOND : 0
}

/** What the back end used between two readings of one meter: statements run and CPU ms. */
export function usedBetween(before, after) {
  // Each reading is one statement of its own, counted by the readings after it.
  const readings = after.reading - before.reading
  const statements = before.statements === null || after.statements === null ? null : after.statements - before.statements - readings
  let cpuMs = 0
  // A process that started after the first reading counts from zero; one that ended is left out.
  for (const [pid, ms] of after.cpuMs) cpuMs += ms - (before.cpuMs.get(pid) ?? 0)
  return { statements, cpuMs }
}

/**
 * A meter on a running stack (its stack.json description): `read()` takes a reading, `close()` ends it.
 * Statements are null when the database does not load pg_stat_statements (a DATABASE_URL server may not).
 */
export async function backendMeter(stack) {
  const client = new pg.Client({ connectionString: stack.databaseUrl })
  await client.connect()
  const counted = await client.query("create extension if not exists pg_stat_statements").then(
    () => client.query("select 1 from pg_stat_statements limit 1").then(() => true),
    () => false,
  )
  const roots = [stack.processes.backend, ...(stack.processes.workers ?? []).map((worker) => worker.pid)].filter(Boolean)
  let pids = processTree(roots)
  let pidsReadAt = Date.now()
  let reading = 0
  return {
    async read() {
      reading++
      // Server instances are started again after a crash: look for new ones now and then.
      if (Date.now() - pidsReadAt > 5_000) {
        pids = processTree(roots)
        pidsReadAt = Date.now()
      }
      const statements = counted
        ? Number(
            (
              await client.query(
                "select coalesce(sum(calls), 0)::bigint as calls from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())",
              )
            ).rows[0].calls,
          )
        : null
      return { reading, statements, cpuMs: new Map(pids.map((pid) => [pid, cpuMsOf(pid)])) }
    },
    close: () => client.end(),
  }
}
