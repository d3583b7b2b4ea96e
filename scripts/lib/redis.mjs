// The shop's Redis: the one REDIS_URL names, else Debian's redis-server run as a child with its files in
// the data folder (as the embedded PostgreSQL is), else none (the shop then runs one process of each).
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
 * `rediss://` (TLS) URL is not checked here: Medusa's and the storefront's clients report it themselves.
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

/** One PING over RESP, after AUTH when the URL carries a password. */
function ping(url) {
  const { hostname, port, username, password } = new URL(url)
  const command = (...words) => `*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join("")}`
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port || 6379), hostname || "127.0.0.1")
    let answer = ""
    socket.setTimeout(2000, () => socket.destroy(new Error("timed out")))
    socket.once("error", reject)
    socket.on("connect", () => {
      const auth = password ? command("AUTH", ...(username ? [decodeURIComponent(username)] : []), decodeURIComponent(password)) : ""
      socket.write(auth + command("PING"))
    })
    socket.on("data", (chunk) => {
      answer += chunk
      if (answer.includes("-")) socket.destroy(new Error(answer.trim()))
      else if (answer.includes("+PONG")) {
        socket.end()
        resolve()
      }
    })
  })
}

/**
 * Starts redis-server on 127.0.0.1 with its append-only file in the data folder: queued events and
 * workflow state outlive a restart. No eviction (Medusa's queues need every key); what the shop caches
 * carries its own expiry. Resolves with its URL once it answers.
 */
export async function startLocalRedis(program, config, startService) {
  if (!(await isPortFree(config.redisPort))) {
    throw new UsageError(`Port ${config.redisPort} for Redis is already taken; stop what uses it or set LEAFLINE_REDIS_PORT.`)
  }
  const dir = path.join(config.dataDir, "redis")
  fs.mkdirSync(dir, { recursive: true })
  const args = ["--port", String(config.redisPort), "--bind", "127.0.0.1", "--dir", dir, "--save", "", "--appendonly", "yes"]
  args.push("--appendfsync", "everysec", "--maxmemory-policy", "noeviction", "--daemonize", "no")
  const url = `redis://127.0.0.1:${config.redisPort}`
  const service = startService("redis", program, args, { cwd: dir, env: {}, quiet: true })
  await Promise.race([
    waitForRedis(url),
    service.exited.then(({ code }) => {
      throw new Error(`redis-server stopped as it started (exit code ${code}):\n${service.recent.slice(-10).join("\n")}`)
    }),
  ])
  return { url, service, args, dir }
}
