import PageLink from "@modules/common/page-link"
import type { TeaHouse } from "@lib/util/catalogue"

export default function TeaHouses({ houses }: { houses: TeaHouse[] }) {
  if (!houses.length) return null
  return (
    <section aria-labelledby="tea-houses-title" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h2 id="tea-houses-title" className="font-serif text-3xl">
        Our tea houses
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {houses.map((house) => (
          <li key={house.id}>
            <PageLink
              href={`/tea-houses/${house.handle}`}
              className="flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-leaf-100 hover:ring-leaf-600"
            >
              {house.logo && (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={house.logo} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 shrink-0 rounded-xl" />
              )}
              <div>
                <p className="font-serif text-lg">{house.name}</p>
                {house.description && <p className="mt-1 text-sm text-leaf-700 line-clamp-3">{house.description}</p>}
              </div>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
