import type { Metadata, Viewport } from "next"
import { storefrontUrl } from "@lib/server/storefront-url"
import "./globals.css"

export const metadata: Metadata = {
  metadataBase: new URL(storefrontUrl),
  title: { default: "Leafline — loose-leaf tea from the gardens that grow it", template: "%s · Leafline" },
  description:
    "Green, black, oolong, white, pu-erh and herbal teas from tea houses in Japan, China, Taiwan, India and beyond, sold by the gram.",
}

export const viewport: Viewport = { themeColor: "#30552d" }

/** The document; the shop around each page is the country's layout (`[country]/layout.tsx`). */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col font-sans antialiased">{children}</body>
    </html>
  )
}
