import { formatMoney } from "@leafline/shop-contract"
import type { ListingResult } from "@lib/data/server/listing"
import { activeFilterCount, type ListingQuery } from "@lib/util/listing-query"
import ProductGrid from "@modules/products/components/product-grid"
import EmptyState from "@modules/listing/components/empty-state"
import FacetFilters from "@modules/listing/components/facet-filters"
import FiltersPanel from "@modules/listing/components/filters-panel"
import ListingGrid from "@modules/listing/components/listing-grid"
import { ListingNavigationProvider } from "@modules/listing/components/listing-navigation"
import Pagination from "@modules/listing/components/pagination"
import PriceFilter from "@modules/listing/components/price-filter"
import SortSelect from "@modules/listing/components/sort-select"

interface ListingTemplateProps {
  basePath: string
  title: string
  intro?: React.ReactNode
  query: ListingQuery
  result: ListingResult
  currencyCode: string
  /** Filters that make no sense on this page (the tea house page has one house). */
  hideHouseFilter?: boolean
}

export default function ListingTemplate({ basePath, title, intro, query, result, currencyCode, hideHouseFilter }: ListingTemplateProps) {
  const listing = result.listing
  const pages = listing ? Math.ceil(listing.count / listing.page_size) : 0
  const facets = listing && hideHouseFilter ? { ...listing.facets, store: [] } : listing?.facets
  const span = listing?.facets.price_span ?? null
  const spanText = span && `${formatMoney({ amount: span.min, currencyCode })} to ${formatMoney({ amount: span.max, currencyCode })}`
  return (
    <ListingNavigationProvider basePath={basePath} query={query}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-serif text-4xl">{title}</h1>
            {intro}
          </div>
          <SortSelect />
        </div>
        <div className="mt-8 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
          <aside aria-label="Filters">
            <FiltersPanel activeCount={activeFilterCount(query)}>
              <PriceFilter
                key={query.price ? `${query.price.min}-${query.price.max}` : "none"}
                currencyCode={currencyCode}
                span={span}
                spanText={spanText}
              />
              {facets && <FacetFilters facets={facets} />}
            </FiltersPanel>
          </aside>
          <section aria-labelledby="listing-results">
            <h2 id="listing-results" className="sr-only">
              Teas
            </h2>
            <ListingGrid count={listing ? `${listing.count} ${listing.count === 1 ? "tea" : "teas"}` : "No teas"}>
              {listing?.products.length ? (
                <ProductGrid
                  products={listing.products}
                  currencyCode={currencyCode}
                  eagerCount={4}
                  className="grid-cols-2 max-md:group-data-[columns=one]:grid-cols-1 md:grid-cols-3"
                />
              ) : (
                <EmptyState query={query} message={result.error} />
              )}
            </ListingGrid>
            {listing && <Pagination page={listing.page} pages={pages} />}
          </section>
        </div>
      </div>
    </ListingNavigationProvider>
  )
}
