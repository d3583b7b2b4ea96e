import NotFoundMessage from "@modules/common/not-found-message"

/** A path outside the shop's pages (the proxy, src/proxy.ts, sends every page path to a country's pages). */
export default function NotFound() {
  return (
    <main id="main" className="flex-1">
      <NotFoundMessage />
    </main>
  )
}
