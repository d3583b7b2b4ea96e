import type { Metadata, Viewport } from "next"
import Header from "@modules/layout/templates/header"
import Footer from "@modules/layout/templates/footer"
import "./globals.css"

const storefrontUrl = process.env.STOREFRONT_URL || "http://localhost:8000"

export const metadata: Metadata = {
  metadataBase: new URL(storefrontUrl),
  title: { default: "Leafline — loose-leaf tea from the gardens that grow it", template: "%s · Leafline" },
  description:
    "Green, black, oolong, white, pu-erh and herbal teas from tea houses in Japan, China, Taiwan, India and beyond, sold by the gram.",
}

export const viewport: Viewport = { themeColor: "#30552d" }

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen flex flex-col font-sans antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-3 focus:bg-white">
          Skip to content
        </a>
        <Header />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
      </body>
    </html>
  )
}
