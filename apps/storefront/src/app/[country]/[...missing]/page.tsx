import { notFound } from "next/navigation"

/** Any path that is no page: the 404 inside the shop's layout. */
export default function MissingPage() {
  notFound()
}
