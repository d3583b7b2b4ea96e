// The shop's two Redis: the queues' (REDIS_URL's, else Debian's redis-server run as a child with its files in
// the data folder, as the embedded PostgreSQL is) and, beside it, the cache's (CACHE_REDIS_URL's, else a second
// child); else none (the shop then runs one process of each).
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import { isPortFree } from "./ports.mjs"
import { UsageError } from "./config.mjs"

const SEARCH_PATH = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"]

/** The redis-server program on this machine, or null. */
export function findRedisServer() {
  const onPath = spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" }).stdout.trim()
  return [onPath, ...SEARCH_PATH].find((file) => file && fs.existsSync(file)) ?? null
}

/**
 * Resolves when the Redis at `url` answers PING (with the URL's credentials), rejects after `timeoutMs`. A
 * `rediss://` (TLS) URL is not checked here: Medusa's clients report it themselves.
 */
export async function waitForRedis(url, timeoutMs = 30_000) {
  if (!url.startsWith("redis://")) return
  const deadline = Date.now() + timeoutMs
  let lastError
  while (Date.now() < deadline) {
    try {
      return await ping(url)
    } catch (error) {
      lastError = error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`Redis at ${redact(url)} did not answer within ${timeoutMs / 1000} s (${lastError?.message})`)
}

const redact = (url) => url.replace(/\/\/[^@/]*@/, "//***@")

/** One PING (after AUTH when the URL carries a password). */
const ping = (url) => redisCommand(url, "PING")

/** A RESP reply parsed from `text` at `at`: [value, where it ends], or null while incomplete. */
function parseReply(text, at = 0) {
  const lineEnd = text.indexOf("\r\n", at)
  if (lineEnd < 0) return null
  const kind = text[at]
  const line = text.slice(at + 1, lineEnd)
  if (kind === "+") return [line, lineEnd + 2]
  if (kind === "-") return [new Error(line), lineEnd + 2]
  if (kind === ":") return [Number(line), lineEnd + 2]
  if (kind === "$") {
    const length = Number(line)
    if (length < 0) return [null, lineEnd + 2]
    const bytes = Buffer.from(text.slice(lineEnd + 2), "utf8")
    if (bytes.length < length + 2) return null
    const value = bytes.subarray(0, length).toString("utf8")
    return [value, lineEnd + 2 + value.length + 2]
  }
  if (kind === "*") {
    const items = []
    let next = lineEnd + 2
    for (let i = 0; i < Number(line); i++) {
      const item = parseReply(text, next)
      if (!item) return null
      items.push(item[0])
      next = item[1]
    }
    return [items, next]
  }
  return [new Error(`unreadable reply from Redis: ${text.slice(at, at + 40)}`), text.length]
}

/**
 * One command to the Redis at `url` (a `redis://` URL, after AUTH with its credentials) on a connection of
 * its own: resolves with the reply (a string, a number, an array or null), rejects with Redis's error.
 * For the scripts and tests that look at Redis (its memory, its keys); the apps use their clients.
 */
export function redisCommand(url, ...words) {
  const { hostname, port, username, password } = new URL(url)
  const command = (...parts) => `*${parts.length}\r\n${parts.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join("")}`
  const auth = password ? [["AUTH", ...(username ? [decodeURIComponent(username)] : []), decodeURIComponent(password)]] : []
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port || 6379), hostname || "127.0.0.1")
    let answer = ""
    socket.setEncoding("utf8")
    socket.setTimeout(5000, () => socket.destroy(new Error("timed out")))
    socket.once("error", reject)
    socket.on("connect", () => socket.write([...auth, words.map(String)].map((parts) => command(...parts)).join("")))
    socket.on("data", (chunk) => {
      answer += chunk
      const replies = []
      for (let at = 0, reply; replies.length <= auth.length && (reply = parseReply(answer, at)); at = reply[1]) replies.push(reply[0])
      const failure = replies.find((reply) => reply instanceof Error)
      if (failure) return socket.destroy(failure)
      if (replies.length === auth.length + 1) {
        socket.end()
        resolve(replies[auth.length])
      }
    })
  })
}

/**
 * The queues' Redis: Medusa's event bus (BullMQ), workflow engine and locks, our throttle counts and
 * idempotency answers. Its append-only file in the data folder: queued events and workflow state outlive a
 * restart. No eviction: the queues need every key, and nothing that is only a cache goes into it.
 */
export const queuesRedis = (config) => ({
  name: "redis",
  port: config.redisPort,
  portVariable: "LEAFLINE_REDIS_PORT",
  dir: path.join(config.dataDir, "redis"),
  settings: ["--save", "", "--appendonly", "yes", "--appendfsync", "everysec", "--maxmemory-policy", "noeviction"],
})

/**
 * The cache's Redis: what is only a copy (the back end's kept listing prices
 * and answer versions). At `maxmemory` the least recently used keys go, whatever they are; nothing on disk: a
 * restart starts it empty, which only costs renders.
 */
export const cacheRedis = (config) => ({
  name: "cache redis",
  port: config.cacheRedisPort,
  portVariable: "LEAFLINE_CACHE_REDIS_PORT",
  dir: path.join(config.dataDir, "cache-redis"),
  settings: ["--save", "", "--appendonly", "no", "--maxmemory", config.cacheRedisMaxMemory, "--maxmemory-policy", "allkeys-lru"],
})

/** Starts redis-server on 127.0.0.1 as `role` (queuesRedis, cacheRedis) says. Resolves with its URL once it answers. */
export async function startLocalRedis(program, role, startService) {
  if (!(await isPortFree(role.port))) {
    throw new UsageError(`Port ${role.port} for the ${role.name} is already taken; stop what uses it or set ${role.portVariable}.`)
  }
  fs.mkdirSync(role.dir, { recursive: true })
  const args = ["--port", String(role.port), "--bind", "127.0.0.1", "--dir", role.dir, ...role.settings, "--daemonize", "no"]
  const url = `redis://127.0.0.1:${role.port}`
  const service = startService(role.name, program, args, { cwd: role.dir, env: {}, quiet: true })
  await Promise.race([
    waitForRedis(url),
    service.exited.then(({ code }) => {
      throw new Error(`redis-server (${role.name}) stopped as it started (exit code ${code}):\n${service.recent.slice(-10).join("\n")}`)
    }),
  ])
  return { url, service, args, dir: role.dir }
}
