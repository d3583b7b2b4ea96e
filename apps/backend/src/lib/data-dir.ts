import path from "node:path"

/** The repository's root: Medusa runs with apps/backend as its working directory. */
const REPOSITORY_ROOT = path.resolve(process.cwd(), "../..")

/**
 * The shop's data folder (database files, uploads, back-office login). scripts/start.mjs hands the back end
 * the absolute path (scripts/lib/config.mjs `dataDirFrom`); run by hand, the same rule: LEAFLINE_DATA_DIR
 * relative to the repository's root, else `.data` there.
 */
export const dataDir = (): string => path.resolve(REPOSITORY_ROOT, process.env.LEAFLINE_DATA_DIR || ".data")

export const uploadsDir = (): string => path.join(dataDir(), "uploads")
