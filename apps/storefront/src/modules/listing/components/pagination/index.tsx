import ListingLink from "@modules/listing/components/listing-link"

/** Which page numbers to show: the first, the last, and the current one with its neighbours. */
function pageNumbers(page: number, pages: number): (number | "gap")[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? ["gap" as const, n] : [n]))
}

export default function Pagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null
  const linkClass = "flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium hover:bg-leaf-100"
  return (
    <nav aria-label="Pages" className="mt-10 flex justify-center" data-testid="pagination">
      <ul className="flex items-center gap-1">
        {page > 1 && (
          <li>
            <ListingLink change={{ page: page - 1 }} scroll className={linkClass} rel="prev">
              ← <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
            </ListingLink>
          </li>
        )}
        {pageNumbers(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${linkClass} bg-leaf-700 text-white hover:bg-leaf-700`}>
                  {n}
                </span>
              ) : (
                <ListingLink change={{ page: n }} scroll className={linkClass} aria-label={`Page ${n}`}>
                  {n}
                </ListingLink>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <ListingLink change={{ page: page + 1 }} scroll className={linkClass} rel="next">
              <span className="sr-only sm:not-sr-only sm:mr-1">Next</span> →
            </ListingLink>
          </li>
        )}
      </ul>
    </nav>
  )
}
