import PageLink from "@modules/common/page-link"
import { listTeaHouses } from "@lib/data/server/tea-houses"
import { orderLookupHref } from "@lib/util/order-lookup"
import SalesChannelPicker from "@modules/layout/components/sales-channel-picker"

const LINK_GROUPS = [
  {
    label: "Shop",
    links: [
      { href: "/teas", text: "All teas" },
      { href: "/teas?sort=newest", text: "New in" },
      { href: "/teas?sort=rating", text: "Best rated" },
      { href: "/favourites", text: "Favourites" },
    ],
  },
  {
    label: "Your account",
    links: [
      { href: "/account", text: "Your account" },
      { href: "/cart", text: "Cart" },
      { href: orderLookupHref(), text: "Find a guest order" },
    ],
  },
]

export default async function Footer() {
  const houses = await listTeaHouses()
  const groups = [
    { label: "Tea houses", links: houses.map((house) => ({ href: `/tea-houses/${house.handle}`, text: house.name })) },
    ...LINK_GROUPS,
  ]
  return (
    <footer className="mt-16 border-t border-leaf-100 bg-leaf-900 text-leaf-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl text-white">Leafline</p>
          <p className="mt-2 text-sm text-leaf-200">
            Loose-leaf tea, weighed and packed to order, from the gardens that grow it.
          </p>
          <div className="mt-4">
            <SalesChannelPicker />
          </div>
        </div>
        {groups.map((group) => (
          <nav key={group.label} aria-label={group.label}>
            <p className="text-sm font-semibold text-white">{group.label}</p>
            <ul className="mt-2 space-y-1 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <PageLink href={link.href} prefetch={false} className="inline-block py-1 hover:text-white">
                    {link.text}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="pb-8 text-center text-xs text-leaf-200">© {new Date().getFullYear()} Leafline</p>
    </footer>
  )
}
