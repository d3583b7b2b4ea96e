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
  // Next keeps no page and no catalogue data: every page is rendered for its request, and the page cache in
  // front of every instance (Varnish, varnish/leafline.vcl) keeps the catalogue pages until the back end
  // purges their tags. Instances then never hold copies a purge could miss.

  // On every response; the Content-Security-Policy, which names the back end, is set in src/proxy.ts.
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
  // Built by Turbopack, Next 16's default: it drops the js-sdk's admin and auth halves from the browser's
  // chunk by itself (85 kB against webpack's 176 kB with a sideEffects rule), in about two thirds of the time.
}

export default nextConfig
