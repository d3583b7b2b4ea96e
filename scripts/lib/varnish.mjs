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
export function startVcl(backendHost, backendPort) {
  return [
    "vcl 4.1;",
    "# Written by scripts/lib/varnish.mjs at each start: the storefront's address, then the shop's rules.",
    `backend storefront { .host = "${backendHost}"; .port = "${backendPort}"; .first_byte_timeout = 60s; .between_bytes_timeout = 60s; }`,
    `include "${VCL_FILE}";`,
    "",
  ].join("\n")
}

/** What `npm start` says when Varnish is not there: the shop runs, Next answering itself. */
export const INSTALL_VARNISH = "apt-get install varnish varnish-modules"

/** varnishd, when it and the modules the VCL imports (xkey, vsthrottle) are installed; else null. */
export function findVarnish() {
  const program = findVarnishProgram("varnishd")
  if (!program) return null
  const vmodDirs = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib", "/usr/local/lib"].map((dir) => path.join(dir, "varnish/vmods"))
  const hasModule = (name) => vmodDirs.some((dir) => fs.existsSync(path.join(dir, `libvmod_${name}.so`)))
  return hasModule("xkey") && hasModule("vsthrottle") ? program : null
}

/** What each of the VCL's two stores holds at most: pages (and their router payloads), and build files and images. */
export const PAGE_CACHE_STORAGE = { pages: "192m", assets: "64m" }

/**
 * varnishd in the foreground (`-F`) as a service, on every address of `port` (as Next listened before), its
 * working files in `<dataDir>/varnish`, its pages and its assets each in a store of its own (`storage`), in
 * front of the storefront at `backendHost`:`backendPort`. The purge secret and the secret Varnish vouches for
 * a client's address with reach the VCL through its environment. Run as root, varnishd drops to Debian's
 * `varnish` and `vcache` users itself (its default `-j unix` jail).
 */
export function varnishRole({ dataDir, port, backendHost, backendPort, purgeSecret, clientAddressSecret, storage = PAGE_CACHE_STORAGE }) {
  const dir = path.join(dataDir, "varnish")
  const vclFile = path.join(dir, "leafline-start.vcl")
  return {
    dir,
    vclFile,
    vcl: startVcl(backendHost, backendPort),
    args: ["-F", "-n", dir, "-a", `:${port}`, "-f", vclFile, "-s", `pages=malloc,${storage.pages}`, "-s", `assets=malloc,${storage.assets}`],
    env: { PAGE_CACHE_PURGE_SECRET: purgeSecret, CLIENT_ADDRESS_SECRET: clientAddressSecret },
  }
}

/** Writes the role's VCL and starts varnishd with `startService` (scripts/lib/processes.mjs). */
export function startVarnishService(program, role, startService) {
  fs.mkdirSync(role.dir, { recursive: true })
  fs.writeFileSync(role.vclFile, role.vcl)
  return startService("varnish", program, role.args, { cwd: role.dir, env: role.env, quiet: true })
}
