import type { Tea } from "@lib/util/catalogue"
import ProductCard from "@modules/products/components/product-card"

interface ProductGridProps {
  products: Tea[]
  currencyCode: string
  /** How many cards are in the first screenful (their images load at once). */
  eagerCount?: number
  className?: string
}

export default function ProductGrid({ products, currencyCode, eagerCount = 0, className = "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4" }: ProductGridProps) {
  return (
    <ul className={`grid gap-x-4 gap-y-8 ${className}`} data-testid="product-grid">
      {products.map((product, i) => (
        <ProductCard key={product.id} product={product} currencyCode={currencyCode} eager={i < eagerCount} />
      ))}
    </ul>
  )
}
