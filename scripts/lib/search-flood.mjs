import http from "node:http"

/** The loopback address of flooding client `i`: the page cache and the storefront count each as another machine. */
const floodAddress = (i) => `127.0.0.${11 + i}`

/** What a browser sends that decides the answer's bytes: the page cache hands its gzip copy as it is. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" }

function get(agent, port, localAddress, path) {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path, agent, localAddress, headers: BROWSER_HEADERS }, (response) => {
      response.resume()
      response.on("end", () => resolve(response.statusCode ?? 0))
      response.on("error", () => resolve(0))
    })
    request.on("error", () => resolve(0))
  })
}

/** An attacker's search: words no tea has, new each time. */
const floodSearch = (startedAt, client, n) => `/teas?q=${encodeURIComponent(`flood ${startedAt} ${client} ${n}`)}`

/** A request's status and how long it took (ms). */
async function timedGet(agent, port, localAddress, path) {
  const started = performance.now()
  const status = await get(agent, port, localAddress, path)
  return { status, ms: performance.now() - started }
}

/**
 * An attacker's flood of the storefront: `clients` clients, each from its own loopback address on one
 * kept-alive connection, asking for a search no one made before, the next as soon as one is answered.
 * `searchPath(startedAt, client, n)` gives each client's n-th path. `progress()` counts the pages rendered
 * (200), refused (429) and other answers so far; `stop()` ends it and gives what it got: pages rendered and
 * refused a second, and how long each rendered page took (ms).
 */
export function startSearchFlood(storefrontUrl, { clients = 10, searchPath = floodSearch } = {}) {
  const { port } = new URL(storefrontUrl)
  const startedAt = Date.now()
  const counts = { rendered: 0, refused: 0, other: 0 }
  const renderedMs = []
  let running = true
  const loops = Array.from({ length: clients }, async (_, i) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    for (let n = 0; running; n++) {
      const { status, ms } = await timedGet(agent, port, floodAddress(i), searchPath(startedAt, i, n))
      if (status === 200) {
        counts.rendered++
        renderedMs.push(ms)
      }
      else if (status === 429) counts.refused++
      else counts.other++
    }
    agent.destroy()
  })
  return {
    progress: () => ({ ...counts }),
    async stop() {
      running = false
      await Promise.all(loops)
      const seconds = (Date.now() - startedAt) / 1000
      const perSecond = (count) => Math.round((count / seconds) * 10) / 10
      return {
        clients,
        seconds,
        renderedPerSecond: perSecond(counts.rendered),
        refusedPerSecond: perSecond(counts.refused),
        otherAnswers: counts.other,
        renderedMs,
      }
    },
  }
}
