import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * patches/@medusajs+workflow-engine-inmemory+2.21.2.patch: the in-memory workflow engine (one process, no Redis)
 * reads a run's checkpoint from the database at the start of every run of every workflow, nested ones included;
 * a workflow that is not stored never saves one, so for those no query is made.
 */
const engineDist = path.dirname(require.resolve("@medusajs/workflow-engine-inmemory", { paths: [path.dirname(require.resolve("@medusajs/medusa"))] }))
const { InMemoryDistributedTransactionStorage } = require(path.join(engineDist, "utils/workflow-orchestrator-storage.js"))

/** The engine's storage over a workflow-execution service that records the reads made of it. */
function storageRecordingReads() {
  const reads: unknown[] = []
  const workflowExecutionService = {
    list: async (filters: unknown) => {
      reads.push(filters)
      return []
    },
  }
  return { storage: new InMemoryDistributedTransactionStorage({ workflowExecutionService, logger: console }), reads }
}

describe("the in-memory workflow engine's checkpoints (patched)", () => {
  it("makes no query for a run of a workflow that is not stored", async () => {
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
      { workflow_id: "some-workflow", transaction_id: "auto-2" },
    ])
  })
})
