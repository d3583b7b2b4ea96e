import Link from "next/link"
import type { HttpTypes } from "@medusajs/types"
import { cheapestPrice } from "@lib/util/cheapest-price"
import FromPrice from "@modules/products/components/price"

export default function ProductCard({ product, eager = false }: { product: HttpTypes.StoreProduct; eager?: boolean }) {
  return (
    <li className="group" data-testid="product-card">
      <Link href={`/teas/${product.handle}`} className="block rounded-2xl focus-visible:outline-offset-4">
        <div className="aspect-square overflow-hidden rounded-2xl bg-leaf-100">
          {product.thumbnail && (
            // SVG art from the back end's file storage: nothing for an image optimiser to do.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={product.thumbnail}
              alt=""
              width={400}
              height={400}
              loading={eager ? "eager" : "lazy"}
              decoding="async"
              className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          )}
        </div>
        <p className="mt-3 text-xs font-semibold uppercase tracking-wider text-clay">{product.type?.value}</p>
        <h3 className="font-serif text-lg leading-snug group-hover:text-leaf-600">{product.title}</h3>
        {product.subtitle && <p className="text-sm text-leaf-700 line-clamp-1">{product.subtitle}</p>}
        <FromPrice price={cheapestPrice(product)} />
      </Link>
    </li>
  )
}
