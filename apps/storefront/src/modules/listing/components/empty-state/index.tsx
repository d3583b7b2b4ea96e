import { EMPTY_LISTING_QUERY, type ListingQuery } from "@lib/util/listing-query"
import ListingLink from "@modules/listing/components/listing-link"

/** No teas match: say which choices narrow the listing, and offer to undo each, or all. */
export default function EmptyState({ query, message }: { query: ListingQuery; message?: string }) {
  const undo: { label: string; change: Partial<ListingQuery> }[] = []
  if (query.q) undo.push({ label: `Search for “${query.q}”`, change: { q: "" } })
  if (query.category) undo.push({ label: "The kind of tea", change: { category: null } })
  if (query.price) undo.push({ label: `Price ${query.price.min}–${query.price.max}`, change: { price: null } })
  if (Object.keys(query.filter).length) undo.push({ label: "Tea house, caffeine and origin filters", change: { filter: {} } })
  return (
    <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-leaf-100" data-testid="empty-state">
      <h2 className="font-serif text-2xl">No teas match these choices</h2>
      {message && <p className="mt-2 text-sm text-red-700">{message}</p>}
      {undo.length > 0 ? (
        <>
          <p className="mt-2 text-leaf-800">Try removing one of them:</p>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {undo.map((item) => (
              <li key={item.label}>
                <ListingLink change={item.change} className="inline-block rounded-full border border-leaf-200 px-4 py-2 text-sm hover:bg-leaf-100">
                  ✕ {item.label}
                </ListingLink>
              </li>
            ))}
          </ul>
          <ListingLink change={{ ...EMPTY_LISTING_QUERY, sort: query.sort }} className="mt-6 inline-block font-semibold text-leaf-700 underline">
            Show all teas
          </ListingLink>
        </>
      ) : (
        <p className="mt-2 text-leaf-800">The shop has no teas to show right now.</p>
      )}
    </div>
  )
}
