import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

const SECRET_MAKERS = {
  jwtSecret: () => crypto.randomBytes(32).toString("hex"),
  cookieSecret: () => crypto.randomBytes(32).toString("hex"),
  postgresPassword: () => crypto.randomBytes(18).toString("base64url"),
  // Shared by the back end and the page cache (Varnish): the back end signs its purges of changed pages with it.
  revalidateSecret: () => crypto.randomBytes(32).toString("hex"),
  // Shared likewise: the storefront vouches with it to the back end for the address of the shopper it calls for.
  storefrontClientSecret: () => crypto.randomBytes(32).toString("hex"),
}

/**
 * Secrets made once per data folder (JWT and cookie secrets, the embedded database's password, the
 * secrets the back end, the storefront and the page cache vouch to each other with), so no two installs share them and a restart keeps sessions valid.
 * A data folder made before a secret existed gets it added, the others kept.
 */
export function loadSecrets(dataDir) {
  const file = path.join(dataDir, "secrets.json")
  const saved = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {}
  const missing = Object.keys(SECRET_MAKERS).filter((name) => !saved[name])
  if (!missing.length) return saved
  const secrets = { ...saved, ...Object.fromEntries(missing.map((name) => [name, SECRET_MAKERS[name]()])) }
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600 })
  return secrets
}
