import { fileURLToPath } from "node:url"
import { assertNextPatched } from "../../scripts/lib/next-patches.mjs"

// Every way of building or starting the storefront reads this file: none runs it on an unpatched Next.js.
assertNextPatched()

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes every page it sends (fnv1a over the whole HTML, in JavaScript) for an ETag: 14 % of the
  // storefront's CPU on a cached page. Pages go out `private, no-cache`, so a browser would save at most
  // one ~15 kB gzipped transfer with a 304; the server's time is worth more.
  generateEtags: false,
  // Every page's title and description go in the <head> of its first bytes, for every client: streamed
  // metadata lands in the <body>, where some crawlers and audits do not look.
  htmlLimitedBots: /.*/,
  // Cached pages and catalogue data live in the storefront's memory, never on disk: one build serves every
  // data folder (the shop, the tests, the benchmark), so a page cached for one must not outlive its process.
  // The least recently used pages go first when the cache is full. With REDIS_URL, the instances also share
  // them through Redis, keyed by the shop (back end and publishable key) and the build.
  // The renderer (src/lib/server/renderer.ts) keeps a page only until it is asked for it again and offers it
  // to the storefront, which keeps it: a quarter of the room (its catalogue data is a few MB).
  cacheMaxMemorySize: (process.env.LEAFLINE_STOREFRONT_ROLE === "renderer" ? 64 : 256) * 1024 * 1024,
  // Next's cache, less the pages that answer 404, shared through Redis with REDIS_URL (see the file).
  cacheHandler: fileURLToPath(new URL("./src/lib/server/page-cache.cjs", import.meta.url)),
  experimental: { isrFlushToDisk: false },
  // On every response; the Content-Security-Policy, which names the back end, is set in src/middleware.ts.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
    ]
  },
  // The back end's address and publishable key are read at run time (see src/lib/backend/server.ts).
  webpack(config) {
    // The js-sdk's entry imports its admin, store and auth halves for the default export; the browser
    // uses only its Client, and declaring the package free of side effects lets the rest be dropped.
    config.module.rules.push({ test: /[\\/]@medusajs[\\/]js-sdk[\\/]/, sideEffects: false })
    return config
  },
}

export default nextConfig
