import path from "node:path"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import serveStatic from "serve-static"
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

const ONE_YEAR_MS = 31_536_000_000

let serveUploads: ReturnType<typeof serveStatic> | undefined
/** serve-static answers HEAD, Range and conditional requests (ETag, Last-Modified) from the file. */
const uploadsServer = () =>
  (serveUploads ??= serveStatic(uploadsDir(), {
    index: false,
    redirect: false,
    // Stored names carry an upload timestamp, so a name never points at other content.
    maxAge: ONE_YEAR_MS,
    immutable: true,
    setHeaders(res, filePath) {
      // Set before serve-static picks a type from the extension, so only the image types above get one.
      res.setHeader("Content-Type", CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? "application/octet-stream")
      res.setHeader("X-Content-Type-Options", "nosniff")
      // An SVG opened on its own must not run scripts on the back end's origin.
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    },
  }))

/** The headers serve-static sets for the file, before it may still refuse the request (a 412, a 416). */
const FILE_HEADERS = ["Content-Type", "Cache-Control", "ETag", "Last-Modified", "Accept-Ranges"]

type SendError = Error & { headers?: Record<string, string> }

/**
 * Serves the file, resolving once the answer is sent, or with `false` if there is no such file. The
 * name goes to serve-static as the request's path, as if it were mounted on /uploads.
 */
function serveUpload(req: MedusaRequest, res: MedusaResponse, name: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    res.once("close", () => resolve(true))
    const onRefusal = (error?: unknown) => {
      if (!error) return resolve(false)
      // The error handler answers in JSON: the file's headers must not describe that answer.
      for (const header of FILE_HEADERS) res.removeHeader(header)
      for (const [header, value] of Object.entries((error as SendError).headers ?? {})) res.setHeader(header, value) // a 416's Content-Range
      reject(error)
    }
    const url = req.url
    req.url = `/${encodeURIComponent(name)}`
    try {
      uploadsServer()(req, res, onRefusal)
    } finally {
      req.url = url
    }
  })
}

/** Serves files stored by the local file provider (see medusa-config.ts). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const name = req.params.file
  // Only a bare file name: no folders, no way out of the uploads folder.
  if (!name || name !== path.basename(name) || name.startsWith(".")) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid file name '${name}'`)
  }
  if (!(await serveUpload(req, res, name))) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `File '${name}' was not found`)
  }
}
