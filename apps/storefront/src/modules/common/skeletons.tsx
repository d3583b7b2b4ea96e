/** Placeholders shaped like what is loading, so the page does not jump when it arrives. */
export function CardSkeletons({ count, className = "grid-cols-2 md:grid-cols-3" }: { count: number; className?: string }) {
  return (
    <ul className={`grid gap-x-4 gap-y-8 ${className}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="animate-pulse">
          <div className="aspect-square rounded-2xl bg-leaf-100" />
          <div className="mt-3 h-3 w-1/4 rounded bg-leaf-100" />
          <div className="mt-2 h-5 w-3/4 rounded bg-leaf-100" />
          <div className="mt-2 h-4 w-1/3 rounded bg-leaf-100" />
        </li>
      ))}
    </ul>
  )
}

export function ListingSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6" role="status" aria-label="Loading teas">
      <div className="h-10 w-48 animate-pulse rounded bg-leaf-100" />
      <div className="mt-8 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
        <div className="hidden space-y-3 lg:block">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="h-5 animate-pulse rounded bg-leaf-100" />
          ))}
        </div>
        <div>
          <div className="mb-4 h-10" />
          <CardSkeletons count={6} />
        </div>
      </div>
    </div>
  )
}
