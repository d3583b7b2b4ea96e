import path from "node:path"

/** The shop's data folder (database files, uploads, back-office login); scripts/start.mjs sets it. */
export const dataDir = (): string =>
  process.env.LEAFLINE_DATA_DIR || path.resolve(process.cwd(), "../../.data")

export const uploadsDir = (): string => path.join(dataDir(), "uploads")
