// The multi-process shop the reliability tests run against (scripts/lib/reliability-stack.mjs), and the
// faults they cause in it: its processes found from the pids scripts/start.mjs wrote in the stack file.
// Connections are spread over the server processes by whichever takes the next first, so a test that needs
// another process sends on new connections until X-Served-By names another.
import fs from "node:fs"
import http from "node:http"
import pg from "pg"
import { stack as stackOf } from "../apps/backend/integration-tests/stack"
import { callFrom } from "../apps/backend/integration-tests/client-http"
import { eventually } from "../apps/backend/integration-tests/eventually"
import { systemPostgres } from "../scripts/lib/system-postgres.mjs"

export interface ShopStack {
  backendUrl: string
  storefrontUrl: string
  /** Next itself (its instances behind the balancer), behind the page cache at storefrontUrl. */
  storefrontOriginUrl: string
  /** The page cache in front of the storefront ("varnish"), or null. */
  pageCache: string | null
  databaseUrl: string
  dataDir: string
  publishableKey: string
  redisUrl: string | null
  /** The Redis of what is only a cache (pages), beside the queues' (scripts/lib/redis.mjs). */
  cacheRedisUrl: string | null
  topology: { multiProcess: boolean; servers: number; workers: number; storefronts: number }
  processes: { backend: number; storefront: number; workers: { pid: number; port: number }[]; redis: number | null; cacheRedis: number | null }
}

export const shop = () => stackOf() as unknown as ShopStack

/** Says what a fault case did and counted, in the test output. */
export const report = (line: string) => console.log(`reliability: ${line}`)

/** The pids of a balancer's instances (its children). */
export function instancesOf(balancerPid: number): number[] {
  const file = `/proc/${balancerPid}/task/${balancerPid}/children`
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number) : []
}

const commandLine = (pid: string) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ")
  } catch {
    return ""
  }
}

/** The pid of the process whose command line contains `text`, or null. */
export function pidOf(text: string): number | null {
  const found = fs.readdirSync("/proc").find((entry) => /^\d+$/.test(entry) && commandLine(entry).includes(text))
  return found ? Number(found) : null
}

export const redisPid = () => pidOf(`redis-server 127.0.0.1:${new URL(shop().redisUrl!).port}`)
export const cacheRedisPid = () => pidOf(`redis-server 127.0.0.1:${new URL(shop().cacheRedisUrl!).port}`)
export const workerPid = () => pidOf(`cli.js start --port ${shop().processes.workers[0].port}`)

/** Waits for `done()` to hold (a throw counts as not yet), asking every 100 ms; fails with `what` after `ms`. Resolves with the time it took. */
export async function waitFor(what: string, done: () => Promise<boolean> | boolean, ms = 120_000): Promise<number> {
  const started = Date.now()
  const held = () => Promise.resolve().then(done).catch(() => false)
  await eventually(held, (yes) => yes, { timeout: ms, what })
  return Date.now() - started
}

/** A store call on a connection of its own: the balancer hands each new connection to the next instance. */
export const onNewConnection = <T = any>(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; baseUrl?: string; timeoutMs?: number } = {},
) => callFrom<T>("127.0.0.1", method, path, options)

/** Which server process answered (the back end's X-Served-By). */
export const servedBy = (answer: { headers: Headers }) => answer.headers.get("x-served-by")

/** Whether the back end answers a store read right now (through the balancer, on a new connection). */
export async function backendAnswers(): Promise<boolean> {
  const answer = await onNewConnection("GET", "/store/regions?fields=id").catch(() => null)
  return answer?.status === 200
}

/**
 * Every server instance the balancer runs answers: new connections, until each instance (X-Served-By) has
 * answered one. An instance started again is counted by the balancer before it listens, so the count alone
 * does not tell.
 */
export async function allServersAnswer(count: number): Promise<boolean> {
  if (instancesOf(shop().processes.backend).length !== count) return false
  const answered = new Set<string>()
  for (let i = 0; i < count * 10 && answered.size < count; i++) {
    const answer = await onNewConnection("GET", "/store/regions?fields=id").catch(() => null)
    if (answer?.status !== 200) return false
    answered.add(servedBy(answer) ?? "unknown")
  }
  return answered.size === count
}

/** The Debian PostgreSQL server the shop runs on (scripts/lib/reliability-stack.mjs describes it). */
export function databaseServer(): { stop(): void; start(log: (line: string) => void): Promise<void>; isRunning(): boolean } {
  const description = process.env.LEAFLINE_SYSTEM_POSTGRES
  if (!description) throw new Error("LEAFLINE_SYSTEM_POSTGRES is not set: run these tests through npm run test:reliability")
  return systemPostgres(JSON.parse(description))
}

/** One query against the shop's database. */
export async function query<T extends pg.QueryResultRow = any>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: shop().databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** What the database holds for the carts of these emails: each list should be empty but `orders`. */
export async function checkoutRecords(emails: string[]) {
  const [completedWithoutOrder, ordersWithoutPayment, paymentsWithoutOrder, cartsWithTwoOrders, orders] = await Promise.all([
    query(
      `select c.id from cart c left join order_cart oc on oc.cart_id = c.id and oc.deleted_at is null
       where c.email = any($1) and c.completed_at is not null and oc.order_id is null`,
      [emails],
    ),
    query(
      `select o.id from "order" o where o.email = any($1) and not exists (
         select 1 from order_payment_collection opc join payment p on p.payment_collection_id = opc.payment_collection_id
         where opc.order_id = o.id and opc.deleted_at is null and p.deleted_at is null and p.canceled_at is null)`,
      [emails],
    ),
    query(
      `select p.id from cart c join cart_payment_collection cpc on cpc.cart_id = c.id and cpc.deleted_at is null
       join payment p on p.payment_collection_id = cpc.payment_collection_id and p.deleted_at is null and p.canceled_at is null
       where c.email = any($1) and not exists (select 1 from order_cart oc where oc.cart_id = c.id and oc.deleted_at is null)`,
      [emails],
    ),
    query(
      `select oc.cart_id from order_cart oc join cart c on c.id = oc.cart_id
       where c.email = any($1) and oc.deleted_at is null group by oc.cart_id having count(*) > 1`,
      [emails],
    ),
    query<{ id: string; email: string }>(`select id, email from "order" where email = any($1) and deleted_at is null`, [emails]),
  ])
  return { completedWithoutOrder, ordersWithoutPayment, paymentsWithoutOrder, cartsWithTwoOrders, orders }
}

/** A kept-open connection to the back end, and the server process that holds it. */
export interface ServerConnection {
  agent: http.Agent
  servedBy: string
}

/** One request on a kept-open connection (its agent holds one socket). */
export const onConnection = <T = any>(agent: http.Agent, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) =>
  callFrom<T>("127.0.0.1", method, path, { ...options, agent })

/**
 * `count` kept-open connections, as many held by each server process (which process takes a new
 * connection is the kernel's pick, so they are opened until each has its share): requests sent on them
 * at once are spread over every server for certain.
 */
export async function connectionsOnEveryServer(count: number): Promise<ServerConnection[]> {
  const servers = shop().topology.servers
  const perServer = Math.ceil(count / servers)
  const held = new Map<string, ServerConnection[]>()
  for (let opened = 0; [...held.values()].reduce((n, list) => n + Math.min(list.length, perServer), 0) < perServer * servers; opened++) {
    if (opened > count * 20) throw new Error(`could not open ${perServer} connections on each of ${servers} servers`)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const answer = await onConnection(agent, "GET", "/health")
    const by = servedBy(answer) ?? "unknown"
    const list = held.get(by) ?? []
    if (list.length < perServer) list.push({ agent, servedBy: by })
    else agent.destroy()
    held.set(by, list)
  }
  const spread: ServerConnection[] = []
  for (let i = 0; spread.length < count; i++) for (const list of held.values()) if (list[i] && spread.length < count) spread.push(list[i])
  return spread
}

export const closeConnections = (connections: ServerConnection[]) => connections.forEach(({ agent }) => agent.destroy())
