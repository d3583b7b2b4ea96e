import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

/**
 * Secrets made once per data folder (JWT and cookie secrets, the embedded database's password), so no
 * two installs share them and a restart keeps sessions valid.
 */
export function loadSecrets(dataDir) {
  const file = path.join(dataDir, "secrets.json")
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8"))
  const secrets = {
    jwtSecret: crypto.randomBytes(32).toString("hex"),
    cookieSecret: crypto.randomBytes(32).toString("hex"),
    postgresPassword: crypto.randomBytes(18).toString("base64url"),
  }
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600 })
  return secrets
}
