// Debian's PostgreSQL server (apt-get install -y postgresql), run from its own programs in a folder of
// ours: the "real server" production points DATABASE_URL at, which the reliability tests stop and start.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { UsageError } from "./config.mjs"
import { postgresUser, prepareDataFolder } from "./postgres.mjs"

const INSTALL_ROOT = "/usr/lib/postgresql"

/** The newest installed server's bin folder (/usr/lib/postgresql/<version>/bin), or null. */
export function findSystemPostgres() {
  if (!fs.existsSync(INSTALL_ROOT)) return null
  const versions = fs
    .readdirSync(INSTALL_ROOT)
    .filter((version) => fs.existsSync(path.join(INSTALL_ROOT, version, "bin/pg_ctl")))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(INSTALL_ROOT, versions[0], "bin") : null
}

/** A PostgreSQL server in `dir` on 127.0.0.1:`port`, password `password` for the user postgres. */
export function systemPostgres({ bin, dir, port, password }) {
  const logFile = path.join(path.dirname(dir), `${path.basename(dir)}.log`)
  const ids = os.userInfo().uid === 0 ? postgresUser() : null
  const run = (program, args) => {
    const result = spawnSync(path.join(bin, program), args, {
      encoding: "utf8",
      ...(ids ? { uid: ids.uid, gid: ids.gid } : {}),
      env: { ...process.env, LC_ALL: "C.UTF-8" },
    })
    if (result.status !== 0) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").split("\n").slice(-8).join("\n") : ""
      throw new Error(`${program} ${args[0]} failed: ${(result.stderr || result.stdout).trim()}\n${log}`)
    }
    return result.stdout
  }
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=200`
  return {
    databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/leafline`,
    async start(log) {
      if (!fs.existsSync(path.join(dir, "PG_VERSION"))) {
        await prepareDataFolder(dir, log)
        const pwfile = path.join(dir, "..", `${path.basename(dir)}.pw`)
        fs.writeFileSync(pwfile, password + "\n", { mode: 0o644 })
        try {
          run("initdb", ["-D", dir, "-U", "postgres", "--auth=scram-sha-256", `--pwfile=${pwfile}`, "-E", "UTF8"])
        } finally {
          fs.rmSync(pwfile, { force: true })
        }
      }
      if (ids) fs.closeSync(fs.openSync(logFile, "a")), fs.chownSync(logFile, ids.uid, ids.gid)
      run("pg_ctl", ["start", "-D", dir, "-l", logFile, "-w", "-t", "60", "-o", options])
    },
    /** A fast stop (in-flight queries cancelled, connections closed), as an operator's restart does. */
    stop() {
      run("pg_ctl", ["stop", "-D", dir, "-m", "fast", "-w", "-t", "60"])
    },
    isRunning() {
      return spawnSync(path.join(bin, "pg_ctl"), ["status", "-D", dir], ids ? { uid: ids.uid, gid: ids.gid } : {}).status === 0
    },
  }
}

/** The bin folder, or a UsageError naming the package to install. */
export function requireSystemPostgres() {
  const bin = findSystemPostgres()
  if (!bin) throw new UsageError("The reliability tests need Debian's PostgreSQL server: apt-get install -y postgresql")
  return bin
}
