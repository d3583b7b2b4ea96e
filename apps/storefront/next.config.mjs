/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Every page's title and description go in the <head> of its first bytes, for every client: streamed
  // metadata lands in the <body>, where some crawlers and audits do not look.
  htmlLimitedBots: /.*/,
  // The back end's address and publishable key are read at run time (see src/lib/config.ts).
  webpack(config) {
    // The js-sdk's entry imports its admin, store and auth halves for the default export; the browser
    // uses only its Client, and declaring the package free of side effects lets the rest be dropped.
    config.module.rules.push({ test: /[\\/]@medusajs[\\/]js-sdk[\\/]/, sideEffects: false })
    return config
  },
}

export default nextConfig
