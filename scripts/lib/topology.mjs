// How many processes of each kind the shop runs: without Redis (nothing to share state through) one back
// end and one storefront; else a back-end server per core, one worker and two storefront instances.
import { UsageError } from "./config.mjs"

function count(env, name, fallback, min) {
  const raw = env[name]
  if (raw === undefined || raw === "") return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > 64) {
    throw new UsageError(`${name}=${raw} is not a process count (${min}-64).`)
  }
  return value
}

/** Each back-end process's heap bound (MB) when several share the machine: LEAFLINE_BACKEND_HEAP_MB, else 512. */
function heapMb(env) {
  const raw = env.LEAFLINE_BACKEND_HEAP_MB
  if (raw === undefined || raw === "") return 512
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 256) throw new UsageError(`LEAFLINE_BACKEND_HEAP_MB=${raw} is not a heap size in MB (256 or more).`)
  return value
}

/**
 * The processes to run. `redis` says whether a Redis is there for them to share; `cores` is the machine's.
 * With no worker the servers run Medusa's "shared" mode, so subscribers and scheduled jobs still run.
 */
export function planTopology({ cores, redis, dev = false, env = {} }) {
  if (dev || !redis) {
    return { multiProcess: false, servers: 1, workers: 0, storefronts: 1, serverMode: "shared" }
  }
  const servers = count(env, "LEAFLINE_SERVERS", Math.max(1, cores), 1)
  const workers = count(env, "LEAFLINE_WORKERS", 1, 0)
  const storefronts = count(env, "LEAFLINE_STOREFRONTS", 2, 1)
  const backendHeapMb = heapMb(env)
  return { multiProcess: true, servers, workers, storefronts, serverMode: workers > 0 ? "server" : "shared", backendHeapMb }
}

/** One line for the start banner: what runs. */
export function describeTopology(plan) {
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`
  if (!plan.multiProcess) return "one back-end process, one storefront process"
  return `${plural(plan.servers, "back-end server")}, ${plural(plan.workers, "worker")}, ${plural(plan.storefronts, "storefront instance")}`
}
