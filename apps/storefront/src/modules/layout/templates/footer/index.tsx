import Link from "next/link"

export default function Footer() {
  return (
    <footer className="mt-16 border-t border-leaf-100 bg-leaf-900 text-leaf-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="font-serif text-xl text-white">Leafline</p>
          <p className="mt-2 text-sm text-leaf-200">
            Loose-leaf tea, weighed and packed to order, from the gardens that grow it.
          </p>
        </div>
        <nav aria-label="Shop">
          <p className="text-sm font-semibold text-white">Shop</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link href="/teas" className="hover:text-white">
                All teas
              </Link>
            </li>
            <li>
              <Link href="/favourites" className="hover:text-white">
                Favourites
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Account">
          <p className="text-sm font-semibold text-white">Your account</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link href="/account/login" className="hover:text-white">
                Sign in
              </Link>
            </li>
            <li>
              <Link href="/cart" className="hover:text-white">
                Cart
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="pb-8 text-center text-xs text-leaf-200">© {new Date().getFullYear()} Leafline</p>
    </footer>
  )
}
