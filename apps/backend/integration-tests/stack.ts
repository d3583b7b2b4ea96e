import fs from "node:fs"

/** The running stack that scripts/test.mjs started (see scripts/start.mjs, which writes the file). */
export interface Stack {
  storefrontUrl: string
  backendUrl: string
  databaseUrl: string
  publishableKey: string
  dataDir: string
  /** Next itself, behind the page cache; the same as storefrontUrl when no page cache runs. */
  storefrontOriginUrl?: string
  /** The page cache in front of the storefront ("varnish"), or null. */
  pageCache?: string | null
  /** The pids of the stack's long-running processes (scripts/start.mjs). */
  processes: { backend: number; storefront: number; varnish: number | null }
}

export function stack(): Stack {
  const file = process.env.LEAFLINE_STACK_FILE
  if (!file || !fs.existsSync(file)) {
    throw new Error("No running stack: run these tests through `npm test` (scripts/test.mjs starts one).")
  }
  return JSON.parse(fs.readFileSync(file, "utf8"))
}

/** A call to the store API with the storefront's publishable key. */
export async function storeGet<T = any>(path: string): Promise<{ status: number; body: T }> {
  const { backendUrl, publishableKey } = stack()
  const response = await fetch(`${backendUrl}${path}`, { headers: { "x-publishable-api-key": publishableKey } })
  return { status: response.status, body: (await response.json()) as T }
}
