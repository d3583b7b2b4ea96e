import PageLink from "@modules/common/page-link"
import { listFeaturedTypes } from "@lib/data/server/product-types"
import { listRegions } from "@lib/data/server/regions"
import { countryOptions } from "@lib/util/countries"
import LeafLogo from "@modules/common/leaf-logo"
import { UserIcon } from "@modules/common/icons"
import CartButton from "@modules/layout/components/cart-button"
import FavouritesLink from "@modules/layout/components/favourites-link"
import MobileMenu from "@modules/layout/components/mobile-menu"
import RegionPicker, { type RegionOption } from "@modules/layout/components/region-picker"
import SearchBox from "@modules/layout/components/search-box"
import CurrentSearch from "@modules/layout/components/search-box/current-search"

const SEARCH_BOXES = ["search-desktop", "search-mobile"]

/** The same for every shopper of a country: what is theirs (cart, favourites) loads in the browser. */
export default async function Header({ countryCode }: { countryCode: string }) {
  const [types, regions] = await Promise.all([listFeaturedTypes(), listRegions()])
  const regionOptions: RegionOption[] = regions.map((region) => ({
    id: region.id,
    name: region.name,
    currencyCode: region.currency_code,
    countries: countryOptions(region),
  }))
  const navLinks = [
    { href: "/teas", label: "All teas" },
    ...types.map((type) => ({ href: `/teas?category=${type.id}`, label: type.value })),
    { href: "/teas?sort=newest", label: "New in" },
  ]

  return (
    <header className="relative z-30 border-b border-leaf-100 bg-cream">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <PageLink href="/" className="flex shrink-0 items-center gap-2 text-leaf-700" aria-label="Leafline, home">
          <LeafLogo />
          <span className="font-serif text-2xl font-semibold tracking-tight text-leaf-900">Leafline</span>
        </PageLink>
        <div className="mx-4 hidden flex-1 lg:block">
          <SearchBox id="search-desktop" />
          <CurrentSearch inputIds={SEARCH_BOXES} />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden lg:block">
            <RegionPicker id="region-desktop" regions={regionOptions} countryCode={countryCode} />
          </div>
          <FavouritesLink />
          <PageLink href="/account" className="hidden h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium hover:bg-leaf-100 lg:flex">
            <UserIcon />
            <span className="hidden xl:inline">Account</span>
            <span className="sr-only xl:hidden">Account</span>
          </PageLink>
          <CartButton />
          <MobileMenu>
            <nav aria-label="Tea types">
              <ul className="grid grid-cols-2 gap-1">
                {navLinks.map((link) => (
                  <li key={link.href}>
                    <PageLink href={link.href} className="block rounded-lg px-3 py-2.5 font-medium hover:bg-leaf-100">
                      {link.label}
                    </PageLink>
                  </li>
                ))}
                <li>
                  <PageLink href="/account" className="block rounded-lg px-3 py-2.5 font-medium hover:bg-leaf-100">
                    Account
                  </PageLink>
                </li>
              </ul>
            </nav>
            <div className="mt-4">
              <RegionPicker id="region-mobile" regions={regionOptions} countryCode={countryCode} />
            </div>
          </MobileMenu>
        </div>
      </div>
      <div className="px-4 pb-3 sm:px-6 lg:hidden">
        <SearchBox id="search-mobile" />
      </div>
      <nav aria-label="Tea types" className="hidden border-t border-leaf-100 lg:block">
        <ul className="mx-auto flex h-11 max-w-6xl items-center gap-6 px-6 text-sm font-medium">
          {navLinks.map((link) => (
            <li key={link.href}>
              <PageLink href={link.href} className="py-3 hover:text-leaf-600">
                {link.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
