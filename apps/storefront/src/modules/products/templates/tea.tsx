import { formatMoney } from "@leafline/shop-contract"
import PageLink from "@modules/common/page-link"
import type { Tea } from "@lib/util/catalogue"
import { cheapestVariant, variantPrice } from "@lib/util/prices"
import { productJsonLd, scriptJson } from "@lib/util/product-json-ld"
import FavouriteButton from "@modules/products/components/favourite-button"
import ProductRail from "@modules/home/components/product-rail"
import Rating from "@modules/products/components/rating"
import { BrewingGuide, TeaFacts } from "@modules/products/components/tea-details"
import VariantPicker from "@modules/products/components/variant-picker"

interface TeaTemplateProps {
  tea: Tea
  related: Tea[]
  currencyCode: string
  url: string
}

export default function TeaTemplate({ tea, related, currencyCode, url }: TeaTemplateProps) {
  const variants = tea.variants ?? []
  const prices = variants.map((variant) => variantPrice(variant, currencyCode))
  const sizes = variants.map((variant, i) => ({ id: variant.id, title: variant.title ?? "", price: formatMoney(prices[i]) }))
  const images = (tea.images?.length ? tea.images.map((image) => image.url) : [tea.thumbnail]).filter((u): u is string => Boolean(u))
  const house = tea.seller_store
  const jsonLd = productJsonLd({
    title: tea.title,
    description: tea.subtitle ?? tea.description,
    url,
    images,
    house: house?.name,
    rating: tea.tea_rating,
    variants: variants.map((variant, i) => ({ sku: variant.sku, title: variant.title, price: prices[i] })),
  })

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <nav aria-label="Breadcrumb" className="text-sm text-leaf-700">
          <ol className="flex flex-wrap gap-1">
            <li>
              <PageLink href="/teas" className="hover:text-leaf-900">
                All teas
              </PageLink>{" "}
              /
            </li>
            {tea.type && (
              <li>
                <PageLink href={`/teas?category=${tea.type.id}`} className="hover:text-leaf-900">
                  {tea.type.value}
                </PageLink>{" "}
                /
              </li>
            )}
            <li aria-current="page" className="text-leaf-900">
              {tea.title}
            </li>
          </ol>
        </nav>
        <div className="mt-6 grid gap-10 md:grid-cols-2">
          <div className="space-y-4">
            {images.map((src, i) => (
              // eslint-disable-next-line @next/next/no-img-element
              <img
                key={src}
                src={src}
                alt={i === 0 ? `${tea.title}, a cup of ${tea.type?.value.toLowerCase() ?? ""} tea` : ""}
                width={600}
                height={600}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "auto"}
                className="aspect-square w-full rounded-3xl bg-leaf-100 object-cover"
              />
            ))}
          </div>
          <div className="space-y-6">
            <div>
              {tea.type && <p className="text-xs font-semibold uppercase tracking-wider text-clay">{tea.type.value}</p>}
              <h1 className="mt-1 font-serif text-4xl leading-tight">{tea.title}</h1>
              {tea.subtitle && <p className="mt-2 text-lg text-leaf-800">{tea.subtitle}</p>}
              <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1">
                <Rating rating={tea.tea_rating} />
                {house && (
                  <p className="text-sm">
                    Sold by{" "}
                    <PageLink href={`/tea-houses/${house.handle}`} className="font-semibold text-leaf-700 underline hover:text-leaf-900">
                      {house.name}
                    </PageLink>
                  </p>
                )}
              </div>
            </div>
            <VariantPicker sizes={sizes} defaultSizeId={cheapestVariant(variants, currencyCode)?.id ?? null} houseId={tea.store_id ?? house?.id}>
              <FavouriteButton productId={tea.id} title={tea.title} look="full" />
            </VariantPicker>
            <BrewingGuide attributes={tea.tea_attributes} />
            <TeaFacts attributes={tea.tea_attributes} />
            {tea.description && (
              <section aria-labelledby="tea-description">
                <h2 id="tea-description" className="mb-2 font-serif text-xl">
                  The tea
                </h2>
                <p className="leading-relaxed text-leaf-900">{tea.description}</p>
              </section>
            )}
          </div>
        </div>
      </div>
      <ProductRail id="related-teas" title={`More ${tea.type?.value.toLowerCase() ?? ""} tea`} products={related} currencyCode={currencyCode} />
    </>
  )
}
