import PageLink from "@modules/common/page-link"
import type { Tea } from "@lib/util/catalogue"
import ProductGrid from "@modules/products/components/product-grid"

interface ProductRailProps {
  id: string
  title: string
  products: Tea[]
  currencyCode: string
  link?: { href: string; label: string }
  eagerCount?: number
}

export default function ProductRail({ id, title, products, currencyCode, link, eagerCount = 0 }: ProductRailProps) {
  if (!products.length) return null
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h2 id={id} className="font-serif text-3xl">
          {title}
        </h2>
        {link && (
          <PageLink href={link.href} className="text-sm font-semibold text-leaf-700 hover:text-leaf-900">
            {link.label} →
          </PageLink>
        )}
      </div>
      <ProductGrid products={products} currencyCode={currencyCode} eagerCount={eagerCount} />
    </section>
  )
}
