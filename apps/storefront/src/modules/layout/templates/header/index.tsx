import Link from "next/link"
import LeafLogo from "@modules/common/leaf-logo"

export default function Header() {
  return (
    <header className="border-b border-leaf-100 bg-cream/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-leaf-700" aria-label="Leafline, home">
          <LeafLogo />
          <span className="font-serif text-2xl font-semibold tracking-tight text-leaf-900">Leafline</span>
        </Link>
        <nav aria-label="Main">
          <ul className="flex items-center gap-6 text-sm font-medium">
            <li>
              <Link href="/teas" className="hover:text-leaf-600">
                All teas
              </Link>
            </li>
            <li>
              <Link href="/account/login" className="hover:text-leaf-600">
                Account
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
