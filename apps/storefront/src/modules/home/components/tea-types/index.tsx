import PageLink from "@modules/common/page-link"
import type { ShopShellType } from "@leafline/shop-contract"

export default function TeaTypes({ types }: { types: ShopShellType[] }) {
  return (
    <section aria-labelledby="tea-types-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="tea-types-title" className="font-serif text-3xl">
        Find your kind of tea
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {types.map((type) => {
          const image = type.metadata?.image_url as string | undefined
          const description = type.metadata?.description as string | undefined
          return (
            <li key={type.id} data-testid="tea-type">
              <PageLink
                href={`/teas?category=${type.id}`}
                className="group block h-full rounded-2xl bg-white p-3 shadow-sm ring-1 ring-leaf-100 hover:ring-leaf-600"
              >
                {image && (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={image} alt="" width={160} height={160} className="aspect-square w-full rounded-xl" />
                )}
                <p className="mt-3 font-serif text-lg group-hover:text-leaf-600">{type.value}</p>
                {description && <p className="mt-1 text-xs text-leaf-700 line-clamp-3">{description}</p>}
              </PageLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
