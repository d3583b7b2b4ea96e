import { publishableKey } from "@lib/backend/server"
import Providers from "@lib/context/providers"
import { shopperRegion } from "@lib/data/server/regions"
import Header from "@modules/layout/templates/header"
import Footer from "@modules/layout/templates/footer"

type Props = { children: React.ReactNode; params: Promise<{ country: string }> }

/**
 * Every page is rendered for its request: Next keeps none. The page cache in front (varnish/leafline.vcl)
 * keeps the catalogue pages, one copy per country, until the back end purges their tags.
 */
export const dynamic = "force-dynamic"

/** The shop around every page, priced for the country the middleware chose (see lib/util/catalogue-routes.ts). */
export default async function CountryLayout({ children, params }: Props) {
  const { region, countryCode } = await shopperRegion((await params).country)
  return (
    <Providers
      publishableKey={publishableKey}
      scope={{ regionId: region.id, countryCode, currencyCode: region.currency_code }}
    >
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3">
        Skip to content
      </a>
      <Header countryCode={countryCode} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </Providers>
  )
}
