import { type SpawnSyncReturns, spawnSync } from "node:child_process"
import path from "node:path"
import { stack } from "./stack"

const BACKEND_DIR = path.resolve(__dirname, "..")
const MEDUSA_CLI = path.resolve(BACKEND_DIR, "../../node_modules/@medusajs/cli/cli.js")

/** Runs `medusa exec <script> [...args]` from the back end's sources against the running stack's database and data folder. */
export function medusaExec(script: string, args: string[] = []): SpawnSyncReturns<string> {
  const { databaseUrl, dataDir, storefrontUrl, backendUrl } = stack()
  return spawnSync(process.execPath, [MEDUSA_CLI, "exec", script, ...args], {
    cwd: BACKEND_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      LEAFLINE_DATA_DIR: dataDir,
      STOREFRONT_URL: storefrontUrl,
      MEDUSA_BACKEND_URL: backendUrl,
      MEDUSA_DISABLE_TELEMETRY: "true",
    },
    encoding: "utf8",
  })
}

/**
 * Runs `medusa exec <script>` over `input` (as JSON: one process for all of it, since starting Medusa takes a
 * while), failing with its output unless it succeeded; then lets this process see the kept-alive sockets the
 * server closed while the exec blocked it.
 */
export async function medusaExecOver(script: string, input: unknown): Promise<void> {
  const run = medusaExec(script, [JSON.stringify(input)])
  if (run.status !== 0) throw new Error(`medusa exec ${script} exited with ${run.status}:\n${run.stdout}${run.stderr}`)
  await new Promise((resolve) => setTimeout(resolve, 100))
}
