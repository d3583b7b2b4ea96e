import { publishableKey } from "@lib/backend/server"
import Providers from "@lib/context/providers"
import { shopperRegion } from "@lib/data/server/regions"
import Header from "@modules/layout/templates/header"
import Footer from "@modules/layout/templates/footer"

type Props = { children: React.ReactNode; params: Promise<{ country: string }> }

/** No country is rendered at build time (the back end may not be running); each is cached on first request. */
export function generateStaticParams() {
  return []
}

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
