import type { Tea } from "@lib/util/catalogue"
import { fromPrice } from "@lib/util/prices"
import HoverPrefetchLink from "@modules/common/hover-prefetch-link"
import LinkPending from "@modules/common/link-pending"
import FavouriteButton from "@modules/products/components/favourite-button"
import FromPrice from "@modules/products/components/price"
import Rating from "@modules/products/components/rating"

interface ProductCardProps {
  product: Tea
  currencyCode: string
  /** Cards in the first screenful load their image at once; the rest when scrolled near. */
  eager?: boolean
}

export default function ProductCard({ product, currencyCode, eager = false }: ProductCardProps) {
  return (
    <li className="group relative" data-testid="product-card">
      <HoverPrefetchLink href={`/teas/${product.handle}`} className="block rounded-2xl focus-visible:outline-offset-4">
        <div className="relative aspect-square overflow-hidden rounded-2xl bg-leaf-100">
          {product.thumbnail && (
            // SVG art from the back end's file storage: nothing for an image optimiser to do.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={product.thumbnail}
              alt=""
              width={400}
              height={400}
              loading={eager ? "eager" : "lazy"}
              fetchPriority={eager ? "high" : "auto"}
              decoding="async"
              className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          )}
          <LinkPending />
        </div>
        <p className="mt-3 text-xs font-semibold uppercase tracking-wider text-clay">{product.type?.value}</p>
        <h3 className="font-serif text-lg leading-snug group-hover:text-leaf-600">{product.title}</h3>
        {product.seller_store && <p className="text-xs text-leaf-700 line-clamp-1">{product.seller_store.name}</p>}
        <Rating rating={product.tea_rating} />
        <FromPrice price={fromPrice(product, currencyCode)} />
      </HoverPrefetchLink>
      <div className="absolute right-2 top-2">
        <FavouriteButton productId={product.id} title={product.title} />
      </div>
    </li>
  )
}
