"use client"

import PageLink from "@modules/common/page-link"
import { useFavourites } from "@lib/context/favourites-context"
import { HeartIcon } from "@modules/common/icons"

export default function FavouritesLink() {
  const { ids } = useFavourites()
  return (
    <PageLink
      href="/favourites"
      className="flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium hover:bg-leaf-100"
      aria-label={`Favourites, ${ids.size}`}
    >
      <HeartIcon filled={ids.size > 0} className="h-5 w-5 text-clay" />
      <span className="hidden xl:inline">Favourites</span>
    </PageLink>
  )
}
