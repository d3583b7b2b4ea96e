import fs from "node:fs"
import path from "node:path"

/**
 * The back end's HTTP surface as the code describes it, so that a new route is swept by the fuzz and
 * data-exposure tests without anyone listing it: our own routes (src/api/**\/route.ts, the v1 plugin's too) and the core
 * routes the storefront calls.
 */
export interface Route {
  method: string
  /** `/store/seller-stores/:handle`: parameters are `:name`. */
  path: string
  /** Where it was found, for messages. */
  source: string
}

const ROOT = path.resolve(__dirname, "../../..")
/** The back end's routes, and those of the v1 store API plugin it lists in medusa-config.ts. */
const API_DIRS = [path.join(ROOT, "apps/backend/src/api"), path.join(ROOT, "packages/v1-store-api/src/api")]
const MEDUSA_ADMIN_DIR = path.join(ROOT, "node_modules/@medusajs/medusa/dist/api/admin")
const STOREFRONT_DIR = path.join(ROOT, "apps/storefront/src")
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"]

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(full, keep)
    return keep(full) ? [full] : []
  })
}

/**
 * The HTTP methods a route file exports: `export async function GET`, `export const POST =`, `export { GET } from …`,
 * and as compiled to CommonJS, `exports.POST = POST;`.
 */
export function exportedMethods(source: string): string[] {
  const found = new Set<string>()
  for (const [, name] of source.matchAll(/export\s+(?:async\s+)?(?:function\s*\*?|const|let|var)\s+([A-Z]+)\b/g)) found.add(name)
  for (const [, name] of source.matchAll(/^exports\.([A-Z]+)\s*=\s*\1;/gm)) found.add(name)
  for (const [, names] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    // `{ handler as GET, POST }`: the exported name is the last word of each item.
    for (const item of names.split(",")) found.add(item.trim().split(/\s+/).pop() ?? "")
  }
  return METHODS.filter((method) => found.has(method))
}

/** The routes of a folder of route files: the folder path is the URL (`[id]` is a parameter), the exports are the methods. */
function routesUnder(dir: string, urlPrefix: string, fileName: string): Route[] {
  return filesUnder(dir, (file) => path.basename(file) === fileName).flatMap((file) => {
    const folders = path.relative(dir, path.dirname(file)).split(path.sep)
    const urlPath = urlPrefix + "/" + folders.map((folder) => folder.replace(/^\[(\w+)\]$/, ":$1")).join("/")
    const source = path.relative(ROOT, file)
    return exportedMethods(fs.readFileSync(file, "utf8")).map((method) => ({ method, path: urlPath, source }))
  })
}

/** Our own routes. */
export const customRoutes = (): Route[] => API_DIRS.flatMap((dir) => routesUnder(dir, "", "route.ts"))

/**
 * Medusa's own admin routes, read from its compiled route files, for the sweeps of staff's routes: staff
 * are trusted, but a bad body from the back office (or a script) must still get a 4xx, not a 500.
 */
export const medusaAdminRoutes = (): Route[] => routesUnder(MEDUSA_ADMIN_DIR, "/admin", "route.js")

/** Where the call enclosing `index` opens: the nearest "(" before it that is not closed before it. */
function enclosingOpen(text: string, index: number): number {
  let depth = 0
  for (let i = index; i >= 0; i--) {
    if (text[i] === ")") depth++
    else if (text[i] === "(" && depth-- === 0) return i
  }
  return index
}

/** The text of a call's arguments, from its opening parenthesis to the matching closing one. */
function callArguments(text: string, open: number): string {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++
    else if (text[i] === ")" && --depth === 0) return text.slice(open, i + 1)
  }
  return text.slice(open)
}

// js-sdk methods that hide their path (sdk.store.cart.create(…)). The storefront calls none today: it uses
// `client.fetch("/store/…")`, whose paths are read below. One added later must be mapped here by hand.
const SDK_METHOD_ROUTES: Record<string, Omit<Route, "source">> = {}

/**
 * The core routes the storefront calls: `/store/…` and `/auth/…` literals passed to a call, as any of
 * its arguments (`medusa.fetch("/store/carts", { method: "POST" })`, `cartCall(medusa, `/store/carts/${id}`)`).
 * A template literal's `${x}` becomes the parameter `:x`; the method is the call's `method:`, else GET.
 */
export function storefrontRoutes(): Route[] {
  const files = filesUnder(STOREFRONT_DIR, (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  return files.flatMap((file) => {
    const text = fs.readFileSync(file, "utf8")
    const source = path.relative(ROOT, file)
    const routes: Route[] = []
    for (const match of text.matchAll(/[(,]\s*(["'`])(\/(?:store|auth)\/[^"'`]*)\1/g)) {
      const urlPath = match[2].replace(/\$\{([^}]*)\}/g, (_, expression: string) => `:${expression.match(/(\w+)\W*$/)?.[1] ?? "param"}`)
      const call = callArguments(text, enclosingOpen(text, match.index!))
      const method = call.match(/method:\s*["'](\w+)["']/)?.[1]?.toUpperCase() ?? "GET"
      routes.push({ method, path: urlPath.replace(/[?#].*$/, ""), source })
    }
    for (const [, call] of text.matchAll(/\bsdk\.((?:store|auth)\.\w+(?:\.\w+)?)\s*\(/g)) {
      const route = SDK_METHOD_ROUTES[call]
      if (!route) throw new Error(`${source} calls sdk.${call}(): add its Medusa route to SDK_METHOD_ROUTES in integration-tests/routes.ts`)
      routes.push({ ...route, source })
    }
    return routes
  })
}

/** Every route once (a parameter's name does not make a route different). */
export function allRoutes(): Route[] {
  const seen = new Map<string, Route>()
  for (const route of [...customRoutes(), ...storefrontRoutes()]) {
    const key = `${route.method} ${route.path.replace(/:\w+/g, ":")}`
    if (!seen.has(key)) seen.set(key, route)
  }
  return [...seen.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`))
}

/** The parameters of a route path, in order. */
export const pathParams = (routePath: string): string[] => [...routePath.matchAll(/:(\w+)/g)].map((m) => m[1])

/** A route path with each parameter replaced by a raw (already URL-encoded) segment. */
export function fillPath(routePath: string, segment: (param: string, before: string) => string): string {
  return routePath.replace(/:(\w+)/g, (_, param: string, offset: number) => {
    const before = routePath.slice(0, offset).split("/").filter(Boolean).pop() ?? ""
    return segment(param, before)
  })
}

/** Who may call a route: staff for /admin, a signed-in customer for /store/customers/*, else anyone. */
export function audience(routePath: string): "staff" | "customer" | "public" {
  if (routePath.startsWith("/admin/")) return "staff"
  if (routePath.startsWith("/store/customers/")) return "customer"
  return "public"
}
