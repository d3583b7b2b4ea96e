import PageLink from "@modules/common/page-link"

export default function Hero() {
  return (
    <section className="bg-leaf-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-leaf-200">Loose-leaf tea by the gram</p>
        <h1 className="mt-4 max-w-2xl font-serif text-4xl leading-tight sm:text-5xl">
          Tea from the gardens that grow it
        </h1>
        <p className="mt-5 max-w-xl text-lg text-leaf-100">
          Shade-grown gyokuro from Yame, high-mountain oolong from Alishan, aged pu-erh from Menghai — sourced from
          tea houses that know every slope, and weighed out fresh for you.
        </p>
        <PageLink
          href="/teas"
          className="mt-8 inline-block rounded-full bg-cream px-6 py-3 font-semibold text-leaf-900 hover:bg-white"
        >
          Browse all teas
        </PageLink>
      </div>
    </section>
  )
}
