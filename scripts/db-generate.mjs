#!/usr/bin/env node
// `npm run db:generate -- <module> [...]`: Medusa's migration generator for our modules, run against the
// embedded PostgreSQL of the data folder (or DATABASE_URL), which it starts and stops itself.
import path from "node:path"
import { BACKEND_DIR, ROOT, loadConfig } from "./lib/config.mjs"
import { loadSecrets } from "./lib/secrets.mjs"
import { startEmbeddedPostgres, useExternalPostgres } from "./lib/postgres.mjs"
import { backendEnv } from "./lib/backend.mjs"
import { runCommand } from "./lib/processes.mjs"

const modules = process.argv.slice(2)
if (!modules.length) {
  console.error("usage: npm run db:generate -- <module> [<module> ...]   (e.g. seller tea)")
  process.exit(2)
}
const config = loadConfig()
const secrets = loadSecrets(config.dataDir)
const database = config.databaseUrl
  ? await useExternalPostgres(config.databaseUrl)
  : await startEmbeddedPostgres(config, secrets, console.log)
try {
  await runCommand("db:generate", process.execPath, [path.join(ROOT, "node_modules/@medusajs/cli/cli.js"), "db:generate", ...modules], {
    cwd: BACKEND_DIR,
    env: backendEnv(config, secrets, database.databaseUrl),
  })
} finally {
  await database.stop()
}
