import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * patches/@medusajs+workflow-engine-inmemory+2.21.2.patch and the part of
 * patches/@medusajs+workflow-engine-redis+2.21.2.patch on loading a run: each engine read a run's checkpoint (from the
 * database, and with Redis from Redis too) at the start of every run of every workflow, nested ones included; a workflow
 * that is not stored never saves one, so for those nothing is read.
 */
const medusaDir = path.dirname(require.resolve("@medusajs/medusa"))
const storageModule = (engine: string) =>
  require(path.join(path.dirname(require.resolve(engine, { paths: [medusaDir] })), "utils/workflow-orchestrator-storage.js"))

type Reads = unknown[]
const workflowExecutionsRecordingReads = (reads: Reads) => ({
  list: async (filters: unknown) => {
    reads.push(filters)
    return []
  },
})

const ENGINES: { engine: string; storageRecordingReads: (reads: Reads) => { get: (key: string, options: object) => Promise<unknown> }; redisReads: (key: string) => string[] }[] = [
  {
    engine: "@medusajs/workflow-engine-inmemory",
    storageRecordingReads: (reads) =>
      new (storageModule("@medusajs/workflow-engine-inmemory").InMemoryDistributedTransactionStorage)({
        workflowExecutionService: workflowExecutionsRecordingReads(reads),
        logger: console,
      }),
    redisReads: () => [],
  },
  {
    engine: "@medusajs/workflow-engine-redis",
    // Without its queues, which need a Redis server: the storage's reads are of the database and of a Redis client.
    storageRecordingReads: (reads) =>
      Object.assign(Object.create(storageModule("@medusajs/workflow-engine-redis").RedisDistributedTransactionStorage.prototype), {
        workflowExecutionService_: workflowExecutionsRecordingReads(reads),
        redisClient: {
          get: async (key: string) => {
            reads.push(key)
            return null
          },
        },
      }),
    redisReads: (key) => [key],
  },
]

describe.each(ENGINES)("$engine's checkpoints (patched)", ({ storageRecordingReads, redisReads }) => {
  it("reads nothing for a run of a workflow that is not stored", async () => {
    const reads: Reads = []
    // What DistributedTransaction.loadTransaction hands it: the workflow's parsed options.
    const options = { hasAsyncSteps: false, hasStepTimeouts: false, isCancelling: undefined }
    expect(await storageRecordingReads(reads).get("dtrx:leafline-add-to-cart:auto-1", options)).toBeUndefined()
    expect(reads).toEqual([])
  })

  it("still reads the run of a stored workflow, and of one whose options this process does not know", async () => {
    const reads: Reads = []
    const storage = storageRecordingReads(reads)
    await storage.get("dtrx:leafline-complete-cart:cart_1", { store: true, hasAsyncSteps: false })
    await storage.get("dtrx:some-workflow:auto-2", { isCancelling: undefined })
    expect(reads).toEqual([
      { workflow_id: "leafline-complete-cart", transaction_id: "cart_1" },
      ...redisReads("dtrx:leafline-complete-cart:cart_1"),
      { workflow_id: "some-workflow", transaction_id: "auto-2" },
      ...redisReads("dtrx:some-workflow:auto-2"),
    ])
  })
})
