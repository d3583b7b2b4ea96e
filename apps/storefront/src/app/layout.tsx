import type { Metadata, Viewport } from "next"
import { storefrontUrl } from "@lib/config"
import Providers from "@lib/context/providers"
import { getShopperRegion } from "@lib/data/regions"
import Header from "@modules/layout/templates/header"
import Footer from "@modules/layout/templates/footer"
import "./globals.css"

export const metadata: Metadata = {
  metadataBase: new URL(storefrontUrl),
  title: { default: "Leafline — loose-leaf tea from the gardens that grow it", template: "%s · Leafline" },
  description:
    "Green, black, oolong, white, pu-erh and herbal teas from tea houses in Japan, China, Taiwan, India and beyond, sold by the gram.",
}

export const viewport: Viewport = { themeColor: "#30552d" }

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const { region, countryCode } = await getShopperRegion()
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <Providers
          backend={{ publishableKey: process.env.MEDUSA_PUBLISHABLE_KEY }}
          scope={{ regionId: region.id, countryCode, currencyCode: region.currency_code }}
        >
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3">
            Skip to content
          </a>
          <Header />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer />
        </Providers>
      </body>
    </html>
  )
}
