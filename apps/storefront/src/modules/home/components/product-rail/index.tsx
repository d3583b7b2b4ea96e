import Link from "next/link"
import type { HttpTypes } from "@medusajs/types"
import ProductCard from "@modules/products/components/product-card"

interface ProductRailProps {
  id: string
  title: string
  products: HttpTypes.StoreProduct[]
  link?: { href: string; label: string }
  eager?: boolean
}

export default function ProductRail({ id, title, products, link, eager = false }: ProductRailProps) {
  if (!products.length) return null
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="font-serif text-3xl">
          {title}
        </h2>
        {link && (
          <Link href={link.href} className="text-sm font-semibold text-leaf-700 hover:text-leaf-900">
            {link.label} →
          </Link>
        )}
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((product, i) => (
          <ProductCard key={product.id} product={product} eager={eager && i < 4} />
        ))}
      </ul>
    </section>
  )
}
