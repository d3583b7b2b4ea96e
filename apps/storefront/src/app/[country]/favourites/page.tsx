import type { Metadata } from "next"
import FavouritesTemplate from "@modules/favourites/templates/favourites"

export const metadata: Metadata = { title: "Your favourites", robots: { index: false } }

export default function FavouritesPage() {
  return <FavouritesTemplate />
}
