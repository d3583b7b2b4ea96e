"use client"

import { useFavourites } from "@lib/context/favourites-context"
import { HeartIcon, Spinner } from "@modules/common/icons"

const LOOKS = {
  icon: "h-10 w-10 bg-white/90 text-clay shadow-sm hover:bg-white",
  full: "h-12 gap-2 border border-leaf-700 px-5 font-semibold text-leaf-800 hover:bg-leaf-100",
}

/** Adds the tea to the shopper's favourites, or removes it when it is one already. */
export default function FavouriteButton({ productId, title, look = "icon" }: { productId: string; title: string; look?: keyof typeof LOOKS }) {
  const { ids, busyId, toggle } = useFavourites()
  const isFavourite = ids.has(productId)
  const busy = busyId === productId
  return (
    <button
      type="button"
      onClick={() => toggle(productId, title)}
      aria-pressed={isFavourite}
      aria-label={isFavourite ? `Remove ${title} from favourites` : `Add ${title} to favourites`}
      disabled={busy}
      className={`flex items-center justify-center rounded-full disabled:opacity-60 ${LOOKS[look]}`}
      data-testid="favourite-button"
    >
      {busy ? <Spinner className="h-5 w-5" /> : <HeartIcon filled={isFavourite} className="h-5 w-5 text-clay" />}
      {look === "full" && (isFavourite ? "In your favourites" : "Add to favourites")}
    </button>
  )
}
