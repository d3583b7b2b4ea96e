/**
 * Where code may import from: the rules of the README's "Where things live", checked by `npm test`
 * (scripts/check-dependencies.mjs) over both apps and the shared packages.
 */
const BACKEND = "^apps/backend/src/"
const STOREFRONT = "^apps/storefront/src/"
/** The storefront's code that runs in the browser, or is imported by what does. */
const BROWSER = `${STOREFRONT}lib/(backend/browser|data/browser/|context/|hooks/)`
/** The storefront's server-only code. */
const SERVER = `${STOREFRONT}lib/(backend/server|data/server/|server/)`

module.exports = {
  forbidden: [
    {
      name: "nothing-imports-api",
      comment: "Back end: routes and middlewares are adapters; what they share lives in src/lib/<feature>.",
      severity: "error",
      from: { path: BACKEND, pathNot: `${BACKEND}api/` },
      to: { path: `${BACKEND}api/` },
    },
    {
      name: "lib-below-adapters",
      comment: "Back end: a feature's logic (src/lib) does not reach up into routes, workflows, subscribers, the search provider, jobs, scripts or the back office.",
      severity: "error",
      from: { path: `${BACKEND}lib/` },
      to: { path: `${BACKEND}(api|workflows|subscribers|search|jobs|scripts|admin)/` },
    },
    {
      name: "modules-stand-alone",
      comment: "Back end: a Medusa module uses only src/lib besides itself.",
      severity: "error",
      from: { path: `${BACKEND}modules/([^/]+)/` },
      to: { path: `${BACKEND}(api|workflows|subscribers|search|jobs|scripts|admin|links)/` },
    },
    {
      name: "workflows-below-entry-points",
      comment: "Back end: workflows are run by routes, subscribers and scripts, never the other way round.",
      severity: "error",
      from: { path: `${BACKEND}workflows/` },
      to: { path: `${BACKEND}(api|subscribers|jobs|scripts|search)/` },
    },
    {
      name: "medusa-internals-through-one-seam",
      comment: "Back end and the v1 plugin: @medusajs/medusa/api/* is not Medusa's public API; only packages/medusa-internals (src/index.ts) imports it, with a contract test per export, and both import that package.",
      severity: "error",
      from: { path: `(${BACKEND}|^packages/)`, pathNot: "^packages/medusa-internals/src/index(\\.test)?\\.ts$" },
      to: { path: "@medusajs/medusa/dist/api/" },
    },
    {
      name: "browser-code-not-to-server-code",
      comment: "Storefront: browser code never imports server code (the bundler enforces it too, with server-only).",
      severity: "error",
      from: { path: BROWSER },
      to: { path: SERVER },
    },
    {
      name: "one-door-to-the-back-end",
      comment: "Storefront: only lib/backend talks to the back end through the js-sdk.",
      severity: "error",
      from: { path: STOREFRONT, pathNot: `${STOREFRONT}lib/backend/` },
      to: { path: "@medusajs/js-sdk", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "util-is-pure",
      comment: "Storefront: lib/util holds plain functions; it imports no data access, context, hook, component or page.",
      severity: "error",
      from: { path: `${STOREFRONT}lib/util/` },
      to: { path: `${STOREFRONT}(lib/(backend|data|server|context|hooks)/|modules/|app/)` },
    },
    {
      name: "components-not-to-pages",
      comment: "Storefront: feature folders (src/modules) are used by pages (src/app), not the other way round.",
      severity: "error",
      from: { path: `${STOREFRONT}(modules|lib)/` },
      to: { path: `${STOREFRONT}app/` },
    },
    {
      name: "next-public-api-only",
      comment: "Storefront: next/dist/* is not Next's public API (next/server, next/navigation ... are); an upgrade may change it without notice.",
      severity: "error",
      from: { path: STOREFRONT },
      // The package's own entry (`import type { Metadata } from "next"`) resolves into dist/ too.
      to: { path: "node_modules/next/dist/", pathNot: "node_modules/next/dist/server/next\\.(js|d\\.ts)$" },
    },
    {
      name: "links-through-page-link",
      comment: "Storefront: every link is modules/common/page-link.tsx, which never prefetches a page Varnish never keeps.",
      severity: "error",
      from: { path: STOREFRONT, pathNot: `${STOREFRONT}modules/common/(page-link|link-pending)\\.tsx$` },
      to: { path: "node_modules/next/link\\.(js|d\\.ts)$" },
    },
    {
      name: "apps-apart",
      comment: "The two apps share code only through packages/.",
      severity: "error",
      from: { path: "^apps/(backend|storefront)/" },
      to: { path: "^apps/(backend|storefront)/", pathNot: "^apps/$1/" },
    },
    {
      name: "packages-below-apps",
      comment: "The shared packages import neither app; the v1 plugin reaches the shop through its workflows and middlewares (docs/decisions/v1-layer.md).",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "shop-not-to-the-v1-plugin",
      comment: "The apps do not import the v1 store API plugin (packages/v1-store-api): the back end lists it by name in medusa-config.ts, and applies its HTTP rules to /v1/store paths (src/api/v1-store-rules) without importing it.",
      severity: "error",
      from: { path: "^apps/" },
      to: { path: "^packages/v1-store-api/" },
    },
    {
      name: "no-unresolvable",
      comment: "An import that resolves to nothing (a moved file, an undeclared package).",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(apps/[^/]+/(\\.next|\\.medusa)|packages/[^/]+/dist)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require("node:path").join(__dirname, "apps/storefront/tsconfig.json") },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
