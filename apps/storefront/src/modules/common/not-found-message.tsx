import PageLink from "@modules/common/page-link"

export default function NotFoundMessage() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-clay">404</p>
      <h1 className="mt-3 font-serif text-4xl">This page has steeped too long</h1>
      <p className="mt-4 text-leaf-800">The page you asked for is not here. The teas are, though.</p>
      <PageLink
        href="/"
        className="mt-8 inline-block rounded-full bg-leaf-700 px-6 py-3 font-medium text-white hover:bg-leaf-800"
      >
        Back to the shop
      </PageLink>
    </section>
  )
}
