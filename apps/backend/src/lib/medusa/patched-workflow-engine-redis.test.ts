import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * patches/@medusajs+workflow-engine-redis+2.21.2.patch, its part on loading a run: the Redis workflow engine (the shop's
 * with Redis) reads a run's checkpoint from the database and from Redis at the start of every run of every workflow,
 * nested ones included; a workflow that is not stored never saves one, so for those nothing is read.
 */
const engineDist = path.dirname(require.resolve("@medusajs/workflow-engine-redis", { paths: [path.dirname(require.resolve("@medusajs/medusa"))] }))
const { RedisDistributedTransactionStorage } = require(path.join(engineDist, "utils/workflow-orchestrator-storage.js"))

/** The engine's storage (without its queues, which need a Redis server) over a database and a Redis that record the reads made of them. */
function storageRecordingReads() {
  const reads: unknown[] = []
  const storage = Object.create(RedisDistributedTransactionStorage.prototype)
  storage.workflowExecutionService_ = {
    list: async (filters: unknown) => {
      reads.push(filters)
      return []
    },
  }
  storage.redisClient = {
    get: async (key: string) => {
      reads.push(key)
      return null
    },
  }
  return { storage, reads }
}

describe("the Redis workflow engine's checkpoints (patched)", () => {
  it("reads nothing for a run of a workflow that is not stored", async () => {
    const { storage, reads } = storageRecordingReads()
    // What DistributedTransaction.loadTransaction hands it: the workflow's parsed options.
    expect(await storage.get("dtrx:leafline-add-to-cart:auto-1", { hasAsyncSteps: false, hasStepTimeouts: false, isCancelling: undefined })).toBeUndefined()
    expect(reads).toEqual([])
  })

  it("still reads the run of a stored workflow, and of one whose options this process does not know", async () => {
    const { storage, reads } = storageRecordingReads()
    await storage.get("dtrx:leafline-complete-cart:cart_1", { store: true, hasAsyncSteps: false })
    await storage.get("dtrx:some-workflow:auto-2", { isCancelling: undefined })
    expect(reads).toEqual([
      { workflow_id: "leafline-complete-cart", transaction_id: "cart_1" },
      "dtrx:leafline-complete-cart:cart_1",
      { workflow_id: "some-workflow", transaction_id: "auto-2" },
      "dtrx:some-workflow:auto-2",
    ])
  })
})
