import { StarIcon } from "@modules/common/icons"

export default function Rating({ rating }: { rating?: { average: number; count: number } | null }) {
  if (!rating?.count) return <p className="min-h-5 text-xs text-leaf-700">Not rated yet</p>
  return (
    <p className="flex min-h-5 items-center gap-1 text-xs text-leaf-800">
      <StarIcon className="h-3.5 w-3.5 text-clay" />
      <span className="font-semibold">{rating.average.toFixed(1)}</span>
      <span className="text-leaf-700">({rating.count} {rating.count === 1 ? "rating" : "ratings"})</span>
    </p>
  )
}
