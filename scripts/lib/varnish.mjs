// Varnish, the shop's page cache (varnish/leafline.vcl), in front of the storefront's instances: Debian's
// varnishd run as a child with its files in the data folder, as Redis is; without it, Next answers itself.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { ROOT } from "./config.mjs"

export const VCL_FILE = path.join(ROOT, "varnish/leafline.vcl")

/** Where Debian puts them; else the PATH. */
const SEARCH_DIRS = ["/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin"]

/** A Varnish program (varnishd, varnishtest, varnishadm) on this machine, or null. */
export function findVarnishProgram(name) {
  const onPath = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim()
  return [onPath, ...SEARCH_DIRS.map((dir) => path.join(dir, name))].find((file) => file && fs.existsSync(file)) ?? null
}

/** The VCL varnishd loads: the storefront's loopback address as the backend, then the repository's rules. */
export function startVcl(backendPort) {
  return [
    "vcl 4.1;",
    "# Written by scripts/lib/varnish.mjs at each start: the storefront's address, then the shop's rules.",
    `backend storefront { .host = "127.0.0.1"; .port = "${backendPort}"; .first_byte_timeout = 60s; .between_bytes_timeout = 60s; }`,
    `include "${VCL_FILE}";`,
    "",
  ].join("\n")
}
