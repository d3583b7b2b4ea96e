#!/usr/bin/env node
// The balancer in front of several instances of one server (Medusa's `medusa start`, Next's `next start`):
// Node's cluster module. Each instance listens on the same port (one socket, shared), and this process
// starts an instance again when one stops. Each instance gets its number in LEAFLINE_INSTANCE.
//   node cluster-primary.mjs <name> <instances> <script> [args...]
import cluster from "node:cluster"
import { nextRestartWait } from "./restart-policy.mjs"

const [name, instancesArg, script, ...args] = process.argv.slice(2)
const instances = Number(instancesArg)
if (!name || !Number.isInteger(instances) || instances < 1 || !script) {
  console.error("usage: cluster-primary.mjs <name> <instances> <script> [args...]")
  process.exit(2)
}

// Every instance accepts connections from the one listening socket itself (the instance free first takes
// the next), not round robin through this process, Node's default on Linux: a connection this process has
// handed to an instance that is killed before it takes it is never handed to another (Node's
// RoundRobinHandle waits for an answer that never comes), and its client waits for ever. Here a killed
// instance takes down only the connections it had accepted; the others wait in the socket's queue.
cluster.schedulingPolicy = cluster.SCHED_NONE
cluster.setupPrimary({ exec: script, args })

let stopping = false
const slots = Array.from({ length: instances }, () => ({ startedAt: 0, listened: false, wait: 0, timer: null }))

function start(slot) {
  slot.timer = null
  slot.startedAt = Date.now()
  slot.listened = false
  const worker = cluster.fork({ LEAFLINE_INSTANCE: String(slots.indexOf(slot)) })
  worker.once("listening", () => (slot.listened = true))
  worker.once("exit", (code, signal) => {
    if (stopping) return maybeExit()
    slot.wait = nextRestartWait(Date.now() - slot.startedAt, slot.wait, slot.listened)
    console.log(`${name}: instance ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another in ${slot.wait} ms`)
    slot.timer = setTimeout(() => start(slot), slot.wait)
  })
}

function maybeExit() {
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
}

function stop(signal) {
  if (stopping) return
  stopping = true
  for (const slot of slots) if (slot.timer) clearTimeout(slot.timer)
  for (const worker of Object.values(cluster.workers ?? {})) worker.process.kill(signal)
  maybeExit()
}

for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, () => stop(signal === "SIGHUP" ? "SIGTERM" : signal))
for (const slot of slots) start(slot)
