import { describe, expect, it } from "vitest"
import { describeTopology, planTopology } from "./topology.mjs"

describe("the process topology", () => {
  it("runs one of each without Redis, and in development", () => {
    expect(planTopology({ cores: 8, redis: false })).toEqual({ multiProcess: false, servers: 1, workers: 0, storefronts: 1, serverMode: "shared" })
    expect(planTopology({ cores: 8, redis: true, dev: true })).toMatchObject({ multiProcess: false, storefronts: 1 })
    expect(describeTopology(planTopology({ cores: 8, redis: false }))).toBe("one back-end process, one storefront process")
  })

  it("with Redis: a server per core, one worker, two storefronts", () => {
    const plan = planTopology({ cores: 2, redis: true })
    expect(plan).toEqual({ multiProcess: true, servers: 2, workers: 1, storefronts: 2, serverMode: "server", backendHeapMb: 512 })
    expect(describeTopology(plan)).toBe("2 back-end servers, 1 worker, 2 storefront instances")
  })

  it("takes the counts from the environment", () => {
    const env = { LEAFLINE_SERVERS: "3", LEAFLINE_WORKERS: "0", LEAFLINE_STOREFRONTS: "1", LEAFLINE_BACKEND_HEAP_MB: "1024" }
    const plan = planTopology({ cores: 2, redis: true, env })
    expect(plan).toMatchObject({ servers: 3, workers: 0, storefronts: 1, serverMode: "shared", backendHeapMb: 1024 })
    expect(describeTopology(plan)).toBe("3 back-end servers, 0 workers, 1 storefront instance")
  })

  it("refuses counts that are not counts", () => {
    expect(() => planTopology({ cores: 2, redis: true, env: { LEAFLINE_SERVERS: "0" } })).toThrow(/LEAFLINE_SERVERS=0/)
    expect(() => planTopology({ cores: 2, redis: true, env: { LEAFLINE_WORKERS: "two" } })).toThrow(/LEAFLINE_WORKERS/)
    expect(() => planTopology({ cores: 2, redis: true, env: { LEAFLINE_BACKEND_HEAP_MB: "64" } })).toThrow(/LEAFLINE_BACKEND_HEAP_MB=64/)
  })
})
