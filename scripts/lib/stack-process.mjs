// Runs the whole shop (scripts/start.mjs) as a child process in its own data folder and ports, for the
// tests and the benchmark: started the way `npm start` starts it, stopped with Ctrl-C's signal.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { ROOT, cacheRedisPortFrom } from "./config.mjs"
import { isPortFree } from "./ports.mjs"

const START_TIMEOUT_MS = 30 * 60 * 1000

/**
 * Starts the stack with `env` (LEAFLINE_DATA_DIR, BACKEND_PORT, STOREFRONT_PORT, LEAFLINE_POSTGRES_PORT)
 * and resolves once it is ready (stack.json written), with the time that took.
 */
export async function startStack(env) {
  const dataDir = env.LEAFLINE_DATA_DIR
  const stackFile = path.join(dataDir, "stack.json")
  const startLog = path.join(dataDir, "start.log")
  fs.mkdirSync(dataDir, { recursive: true })
  fs.rmSync(stackFile, { force: true })
  const out = fs.openSync(startLog, "w")
  const startedAt = Date.now()
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", out, out],
  })
  const exited = new Promise((resolve) => child.once("exit", resolve))
  let done = false
  exited.then(() => (done = true))
  while (!fs.existsSync(stackFile)) {
    if (done || Date.now() - startedAt > START_TIMEOUT_MS) {
      const tail = fs.readFileSync(startLog, "utf8").split("\n").slice(-40).join("\n")
      throw new Error(`The stack did not start (log: ${startLog}):\n${tail}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  const stack = JSON.parse(fs.readFileSync(stackFile, "utf8"))
  return { child, exited, env, stack, stackFile, readyMs: Date.now() - startedAt }
}

/** Stops the stack and checks that it let go of its ports. */
export async function stopStack({ child, exited, env }) {
  child.kill("SIGINT")
  await exited
  // The cache's Redis beside the queues' (its port set, or the next one).
  const cacheRedisPort = env.LEAFLINE_REDIS_PORT && cacheRedisPortFrom({ ...process.env, ...env })
  for (const port of [env.BACKEND_PORT, env.STOREFRONT_PORT, env.LEAFLINE_POSTGRES_PORT, env.LEAFLINE_REDIS_PORT, cacheRedisPort].filter(Boolean)) {
    if (!(await isPortFree(Number(port)))) throw new Error(`Port ${port} is still taken after the stack stopped`)
  }
}
