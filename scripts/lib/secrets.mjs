import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

const SECRET_MAKERS = {
  jwtSecret: () => crypto.randomBytes(32).toString("hex"),
  cookieSecret: () => crypto.randomBytes(32).toString("hex"),
  postgresPassword: () => crypto.randomBytes(18).toString("base64url"),
  // PAGE_CACHE_PURGE_SECRET, shared by the back end and the page cache (Varnish): the back end's purges of changed pages carry it.
  pageCachePurgeSecret: () => crypto.randomBytes(32).toString("hex"),
  // CLIENT_ADDRESS_SECRET, shared by the storefront and the back end: the storefront vouches with it for the shopper's address.
  clientAddressSecret: () => crypto.randomBytes(32).toString("hex"),
}

/** Names secrets were saved under before they were named for their one job. */
const FORMER_NAMES = { revalidateSecret: "pageCachePurgeSecret", storefrontClientSecret: "clientAddressSecret" }

/**
 * Secrets made once per data folder (JWT and cookie secrets, the embedded database's password, the
 * secrets the back end, the storefront and the page cache vouch to each other with), so no two installs share them and a restart keeps sessions valid.
 * A data folder made before a secret existed gets it added, the others kept (one saved under a former name too).
 */
export function loadSecrets(dataDir) {
  const file = path.join(dataDir, "secrets.json")
  const saved = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {}
  const renamed = Object.keys(FORMER_NAMES).filter((name) => name in saved)
  for (const name of renamed) {
    saved[FORMER_NAMES[name]] ??= saved[name]
    delete saved[name]
  }
  const missing = Object.keys(SECRET_MAKERS).filter((name) => !saved[name])
  if (!missing.length && !renamed.length) return saved
  const secrets = { ...saved, ...Object.fromEntries(missing.map((name) => [name, SECRET_MAKERS[name]()])) }
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600 })
  return secrets
}
