/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The back end's address and publishable key are read at run time (see src/lib/config.ts).
}

export default nextConfig
