import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { ExecArgs, Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createUsersWorkflow } from "@medusajs/medusa/core-flows"
import { dataDir } from "../lib/data-dir"
import { seedCatalogue } from "./seed/seed-catalogue"
import { syncListingIndex } from "./sync-listing-index"

const ADMIN_EMAIL = process.env.LEAFLINE_ADMIN_EMAIL || "admin@leafline.local"

interface Credentials {
  backOffice: { url: string; email: string; password: string }
  publishableKey: string
}

const credentialsFile = () => process.env.LEAFLINE_CREDENTIALS_FILE || path.join(dataDir(), "credentials.json")

function readCredentials(): Partial<Credentials> {
  try {
    return JSON.parse(fs.readFileSync(credentialsFile(), "utf8"))
  } catch {
    return {}
  }
}

const generatePassword = () => crypto.randomBytes(15).toString("base64url")

/**
 * The back-office user, made on first start with a generated password. When the credentials file
 * was lost, the password is replaced by a new one, since the stored hash cannot be read back.
 */
async function ensureBackOfficeUser(container: MedusaContainer, known: Partial<Credentials>): Promise<string | null> {
  const users = container.resolve(Modules.USER)
  const auth = container.resolve(Modules.AUTH)
  const [user] = await users.listUsers({ email: ADMIN_EMAIL })
  if (user && known.backOffice?.email === ADMIN_EMAIL && known.backOffice.password) return null

  const password = generatePassword()
  if (!user) {
    const { result } = await createUsersWorkflow(container).run({
      input: { users: [{ email: ADMIN_EMAIL, first_name: "Leafline", last_name: "Staff" }] },
    })
    const { authIdentity, error } = await auth.register("emailpass", { body: { email: ADMIN_EMAIL, password } })
    if (error || !authIdentity) throw new Error(`Could not create the back-office login: ${error}`)
    await auth.updateAuthIdentities({ id: authIdentity.id, app_metadata: { user_id: result[0].id } })
  } else {
    await auth.updateProvider("emailpass", { entity_id: ADMIN_EMAIL, password })
  }
  return password
}

/** First-start set-up run by scripts/start.mjs: the catalogue, the back-office user, the credentials file. */
export default async function setup({ container }: ExecArgs) {
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const { publishableKey } = await seedCatalogue(container)
  logger.info(`Setup: listing index filled: ${await syncListingIndex(container)}`)
  const known = readCredentials()
  const newPassword = await ensureBackOfficeUser(container, known)
  const backendUrl = process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"
  const credentials: Credentials = {
    backOffice: {
      url: `${backendUrl}/app`,
      email: ADMIN_EMAIL,
      password: newPassword ?? known.backOffice!.password,
    },
    publishableKey,
  }
  fs.mkdirSync(path.dirname(credentialsFile()), { recursive: true })
  fs.writeFileSync(credentialsFile(), JSON.stringify(credentials, null, 2) + "\n", { mode: 0o600 })
  if (newPassword) {
    // Printed once; afterwards it is only in the credentials file.
    logger.info(
      `Back-office login created: ${ADMIN_EMAIL} / ${newPassword} (kept in ${credentialsFile()})`,
    )
  }
}
