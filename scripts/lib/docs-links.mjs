import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { ROOT } from "./config.mjs"

/**
 * What the docs' link check reads: the README and everything under docs/. Each relative link and each
 * backticked repository path in them must resolve inside the repository, and none may name a place outside it
 * (a sibling folder such as ../shared, or an absolute path of one machine).
 */
export const CHECKED_DOCS = (root = ROOT) => [
  "README.md",
  ...repositoryFiles(root).filter((file) => file.startsWith("docs/") && file.endsWith(".md")),
]

/**
 * Where a backticked path may be written from: the repository's root, or, in a passage about one app, that
 * app (`integration-tests/…`) or its `src` (`lib/checkout/…`, `workflows/…`). A bare file name (`spelling.ts`)
 * resolves when some file of the repository has that name.
 */
export const PATH_BASES = ["", "apps/backend/", "apps/backend/src/", "apps/storefront/", "apps/storefront/src/"]

/** Extensions a module specifier may leave out (`lib/backend/browser`). */
const IMPLIED_EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js"]

/** How a backticked word that names a file ends, when it holds no slash. */
const FILE_NAME = /^[\w.+-]+\.(ts|tsx|mts|mjs|cjs|js|json|md|vcl|vtc|patch|css|sh|yml|yaml)$/

/** Folders of one machine: a doc that names one names something a clone does not have. */
const OUTSIDE = [/(^|[^\w.])\.\.\/shared\b/, /(^|[\s`(])\/(work|home|root|tmp|Users|mnt|srv)\//]

/** Text outside fenced code blocks (a code block shows commands and trees, not references). */
export function prose(markdown) {
  let fenced = false
  return markdown
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced
        return ""
      }
      return fenced ? "" : line
    })
    .join("\n")
}

/** The targets of the text's Markdown links (`[text](target)`), external ones included. */
export function linkTargets(markdown) {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1])
}

/**
 * The backticked words of the text that read as repository paths: a slash or a file's extension, no spaces,
 * none of the marks of a route (`/store/…`), a package (`@medusajs/…`), a placeholder (`<id>`, `…`, `*`), a
 * key (`tea:<handle>`) or an address under a variable (`STOREFRONT_URL/account`).
 */
export function backtickedPaths(markdown) {
  return [...prose(markdown).matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1])
    .filter((word) => !/[\s:<>*?=,{}|()$'"…]/.test(word) && !/^[/@-]/.test(word) && !/^\d/.test(word) && !/^[A-Z][A-Z0-9_]*\//.test(word))
    .filter((word) => word.includes("/") || FILE_NAME.test(word))
}

/** The places outside the repository the text names. */
export function outsidePlaces(markdown) {
  return markdown.split("\n").filter((line) => OUTSIDE.some((pattern) => pattern.test(line)))
}

/** Every file of the repository (tracked, or new and not ignored), relative to its root, with `/`. */
export function repositoryFiles(root = ROOT) {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  return listed.split("\0").filter((file) => file && fs.existsSync(path.join(root, file)))
}

/** Which of the paths git ignores (generated: `.data/`, `.next/`, `node_modules/`, bench output). */
function ignoredPaths(root, paths) {
  if (!paths.length) return new Set()
  try {
    const out = execFileSync("git", ["check-ignore", "--no-index", "--stdin"], { cwd: root, input: paths.join("\n"), encoding: "utf8" })
    return new Set(out.split("\n").filter(Boolean))
  } catch (error) {
    if (error.status === 1) return new Set() // none ignored
    throw error
  }
}

/** Files and the folders holding them, for lookups. */
export function repositoryIndex(files) {
  const entries = new Set(files)
  const names = new Set()
  for (const file of files) {
    names.add(path.posix.basename(file))
    let dir = path.posix.dirname(file)
    while (dir !== ".") {
      entries.add(dir)
      dir = path.posix.dirname(dir)
    }
  }
  return { has: (entry) => entries.has(entry.replace(/\/$/, "")), hasName: (name) => names.has(name) }
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export const headingAnchor = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-")

const anchorsOf = (markdown) => new Set(prose(markdown).split("\n").flatMap((line) => (/^#{1,6}\s/.test(line) ? [headingAnchor(line.replace(/^#+\s/, ""))] : [])))

/** Whether a backticked path names something the repository holds (or git ignores: what a run generates). */
function resolvesPath(word, index) {
  const bare = word.replace(/^\.\//, "")
  if (!bare.includes("/")) return index.hasName(bare)
  return PATH_BASES.some((base) => IMPLIED_EXTENSIONS.some((extension) => index.has(path.posix.normalize(base + bare) + extension)))
}

/**
 * Every problem of the docs, one line each ("docs/api.md: `lib/gone.ts` names no file"), empty when none.
 * `docs` are paths from the root; `read` gives a doc's text (the files themselves by default).
 */
export function docLinkProblems({ root = ROOT, docs = CHECKED_DOCS(root), read = (doc) => fs.readFileSync(path.join(root, doc), "utf8") } = {}) {
  const index = repositoryIndex(repositoryFiles(root))
  const problems = []
  const unresolved = []
  for (const doc of docs) {
    const text = read(doc)
    for (const line of outsidePlaces(text)) problems.push(`${doc}: names a place outside the repository: ${line.trim()}`)
    for (const target of linkTargets(text)) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue // https:, mailto:
      const [file, anchor] = target.split("#")
      const resolved = file ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), decodeURI(file))) : doc
      if (resolved.startsWith("../") || path.posix.isAbsolute(resolved)) {
        problems.push(`${doc}: links outside the repository: ${target}`)
      } else if (!index.has(resolved)) {
        problems.push(`${doc}: links to ${target}, which the repository does not hold`)
      } else if (anchor && resolved.endsWith(".md") && !anchorsOf(read(resolved)).has(anchor)) {
        problems.push(`${doc}: links to ${target}, a heading ${resolved} does not have`)
      }
    }
    for (const word of backtickedPaths(text)) {
      if (word.startsWith("../")) problems.push(`${doc}: \`${word}\` is outside the repository`)
      else if (!resolvesPath(word, index)) unresolved.push({ doc, word })
    }
  }
  const ignored = ignoredPaths(root, [...new Set(unresolved.map(({ word }) => word))])
  for (const { doc, word } of unresolved) if (!ignored.has(word)) problems.push(`${doc}: \`${word}\` names no file or folder of the repository`)
  return problems
}
