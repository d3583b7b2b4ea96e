import fs from "node:fs"
import path from "node:path"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { uploadsDir } from "../../../lib/data-dir"

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
}

/** Serves files stored by the local file provider (see medusa-config.ts). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const name = req.params.file
  // Only a bare file name: no folders, no way out of the uploads folder.
  if (!name || name !== path.basename(name) || name.startsWith(".")) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid file name '${name}'`)
  }
  const filePath = path.join(uploadsDir(), name)
  const stat = await fs.promises.stat(filePath).catch(() => null)
  if (!stat?.isFile()) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `File '${name}' was not found`)
  }
  res.setHeader("Content-Type", CONTENT_TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream")
  res.setHeader("Content-Length", String(stat.size))
  // Stored names carry an upload timestamp, so a name never points at other content.
  res.setHeader("Cache-Control", "public, max-age=31536000, immutable")
  res.setHeader("X-Content-Type-Options", "nosniff")
  // An SVG opened on its own must not run scripts on the back end's origin.
  res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
  fs.createReadStream(filePath).pipe(res)
}
