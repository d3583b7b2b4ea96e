import { spawn } from "node:child_process"
import fs from "node:fs"
import readline from "node:readline"

import { nextRestartWait } from "./restart-policy.mjs"

const running = new Set()
let shuttingDown = false

/**
 * Runs a service in its own process group, so stopping it also stops whatever it started
 * (npm, workers, compilers), and prefixes its output with its name. With a `log` (scripts/lib/logs.mjs),
 * every line also goes to its file, and the console shows only the lines `shows(line, "stdout" | "stderr")`
 * lets through. With `nice`, it runs at that lower CPU priority (nice(1) execs it: the pid is the service's).
 */
export function startService(name, command, args, { cwd, env, quiet = false, log = null, shows = () => true, nice = 0 }) {
  const child = spawn(nice ? "nice" : command, nice ? ["-n", String(nice), command, ...args] : args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  })
  if (nice) lowerSessionPriority(child.pid, nice)
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })))
  const state = { name, child, exited, stopping: false, quiet, recent: [] }
  running.add(state)
  exited.then(() => running.delete(state))
  for (const [stream, input] of [["stdout", child.stdout], ["stderr", child.stderr]]) {
    readline.createInterface({ input }).on("line", (line) => {
      state.recent.push(line)
      if (state.recent.length > 40) state.recent.shift()
      log?.write(`[${name}] ${line}`)
      if (!state.quiet && !state.stopping && shows(line, stream)) console.log(`[${name}] ${line}`)
    })
  }
  return state
}

/** Linux shares the CPU between sessions (autogroups) before processes, and each service is a session of its own. */
function lowerSessionPriority(pid, nice) {
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(nice))
  } catch {} // a kernel without autogroups: the process's own nice value does the job
}

/** Stops a service's whole process group: SIGTERM, then SIGKILL after the grace period. */
export async function stopService(service, graceMs = 10000) {
  if (!service || service.child.exitCode !== null || service.child.signalCode !== null) return
  service.stopping = true
  const signalGroup = (signal) => {
    try {
      process.kill(-service.child.pid, signal)
    } catch {
      // the group is already gone
    }
  }
  signalGroup("SIGTERM")
  const timer = setTimeout(() => signalGroup("SIGKILL"), graceMs)
  await service.exited
  clearTimeout(timer)
  // Whatever the leader left behind in its group goes too.
  signalGroup("SIGKILL")
}

/**
 * Stops every service and command still running (on Ctrl-C or a failure), those named in `last` after
 * the others (the back end lets go of Redis before Redis goes); none is started again.
 */
export async function stopEverything({ last = [] } = {}) {
  shuttingDown = true
  const stopAll = (services) => Promise.all(services.map((service) => stopService(service)))
  await stopAll([...running].filter((service) => !last.includes(service.name)))
  await stopAll([...running])
}

/**
 * Keeps a service running: `start()` makes it, and again each time it stops on its own (see
 * restart-policy.mjs), until the shop stops. `current` is the service running now.
 */
export function superviseService(name, start, log) {
  const supervised = { name, current: start(), wait: 0 }
  const watch = (service, startedAt) =>
    service.exited.then(({ code, signal }) => {
      if (shuttingDown || service.stopping) return
      supervised.wait = nextRestartWait(Date.now() - startedAt, supervised.wait)
      log(`the ${name} stopped (${signal ?? `exit code ${code}`}); starting it again in ${supervised.wait} ms`)
      setTimeout(() => {
        if (shuttingDown) return
        supervised.current = start()
        watch(supervised.current, Date.now())
      }, supervised.wait)
    })
  watch(supervised.current, Date.now())
  return supervised
}

/** Runs a command to completion; rejects with its last output lines when it fails. */
export async function runCommand(name, command, args, options) {
  const service = startService(name, command, args, options)
  const { code, signal } = await service.exited
  if (code !== 0) {
    const tail = service.quiet ? "\n" + service.recent.slice(-15).join("\n") : ""
    throw new Error(`${name} failed (${signal ?? `exit code ${code}`})${tail}`)
  }
  return service
}

/** Polls a URL until it answers 2xx; fails early when the service exits. */
export async function waitForHttp(url, service, timeoutMs = 180000, headers = {}) {
  const deadline = Date.now() + timeoutMs
  let exited = false
  service.exited.then(() => (exited = true))
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`${service.name} exited before it answered at ${url}:\n${service.recent.slice(-15).join("\n")}`)
    }
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(5000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${service.name} did not answer at ${url} within ${timeoutMs / 1000} s`)
}
