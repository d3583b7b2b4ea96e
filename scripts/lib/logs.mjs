// The apps' logs while `npm start` runs them: every line of their processes goes to a file in the data
// folder, one per app (the back end's servers, worker, migrations and seed; the storefront's instances), and
// the console shows their warnings and errors. The back end's at the console's level or above (LOG_LEVEL asks
// for more): Medusa's logger is winston with npm's levels, a JSON object per line in production, `level:
// message` in development. The storefront's on its standard error, where Next.js and our code warn.
import fs from "node:fs"
import path from "node:path"

/** npm's (winston's) levels, the most severe first. */
export const LOG_LEVELS = ["error", "warn", "info", "http", "verbose", "debug", "silly"]

const isLevel = (value) => LOG_LEVELS.includes(value)

/** The level the back-end processes log at: LOG_LEVEL, else info (the file keeps all of it). */
export const processLogLevel = (env = process.env) => (isLevel(env.LOG_LEVEL) ? env.LOG_LEVEL : "info")

/** The least severe level the console shows: LOG_LEVEL, else warn. */
export const consoleLogLevel = (env = process.env) => (isLevel(env.LOG_LEVEL) ? env.LOG_LEVEL : "warn")

const COLOURS = /\u001b\[[0-9;]*m/g

/** A line's level: a JSON line's `level`, else a leading `level:` (development); null for any other line. */
export function lineLevel(line) {
  const text = line.replace(COLOURS, "").trim()
  if (text.startsWith("{")) {
    try {
      const level = JSON.parse(text).level
      return isLevel(level) ? level : null
    } catch {
      return null
    }
  }
  const prefix = /^([a-z]+):/.exec(text)?.[1]
  return prefix && isLevel(prefix) ? prefix : null
}

/**
 * Whether the console shows a back-end line: a line at `level` or more severe; a line with no level (a
 * stack trace, a `console.error`, a crash) always, since it is not the logger's routine.
 */
export function showsOnConsole(line, level) {
  const own = lineLevel(line)
  return own === null || LOG_LEVELS.indexOf(own) <= LOG_LEVELS.indexOf(level)
}

/** Whether the console shows a storefront line: what it writes to its standard error (warnings, errors). */
export const storefrontShowsOnConsole = (line, stream) => stream === "stderr"

export const backendLogFile = (dataDir) => path.join(dataDir, "backend.log")
export const storefrontLogFile = (dataDir) => path.join(dataDir, "storefront.log")

/**
 * The log file, opened for appending, with a line marking this start. Written synchronously, line by line,
 * so nothing is lost when the start stops; without terminal colours (the migrations' development format).
 */
export function openLog(file) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const fd = fs.openSync(file, "a")
  const write = (line) => fs.writeSync(fd, line.replace(COLOURS, "") + "\n")
  write(`--- npm start, ${new Date().toISOString()}`)
  return { file, write }
}
