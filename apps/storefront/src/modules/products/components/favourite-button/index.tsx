"use client"

import { useFavourites } from "@lib/context/favourites-context"
import { HeartIcon, Spinner } from "@modules/common/icons"

/** Adds the tea to the shopper's favourites, or removes it when it is one already. */
export default function FavouriteButton({ productId, title, variant = "icon" }: { productId: string; title: string; variant?: "icon" | "full" }) {
  const { ids, busyId, toggle } = useFavourites()
  const isFavourite = ids.has(productId)
  const busy = busyId === productId
  const label = isFavourite ? `Remove ${title} from favourites` : `Add ${title} to favourites`
  if (variant === "full") {
    return (
      <button
        type="button"
        onClick={() => toggle(productId, title)}
        aria-pressed={isFavourite}
        aria-label={label}
        disabled={busy}
        className="flex h-12 items-center justify-center gap-2 rounded-full border border-leaf-700 px-5 font-semibold text-leaf-800 hover:bg-leaf-100 disabled:opacity-60"
        data-testid="favourite-button"
      >
        {busy ? <Spinner className="h-5 w-5" /> : <HeartIcon filled={isFavourite} className="h-5 w-5 text-clay" />}
        {isFavourite ? "In your favourites" : "Add to favourites"}
      </button>
    )
  }
  return (
    <button
      type="button"
      onClick={() => toggle(productId, title)}
      aria-pressed={isFavourite}
      aria-label={label}
      disabled={busy}
      className="flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-clay shadow-sm hover:bg-white disabled:opacity-60"
      data-testid="favourite-button"
    >
      {busy ? <Spinner className="h-5 w-5" /> : <HeartIcon filled={isFavourite} className="h-5 w-5" />}
    </button>
  )
}
