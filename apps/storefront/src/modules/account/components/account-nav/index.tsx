"use client"

import PageLink from "@modules/common/page-link"
import { usePathname } from "next/navigation"
import SignOutButton from "../sign-out-button"

const LINKS = [
  { href: "/account", label: "Overview" },
  { href: "/account/orders", label: "Orders" },
  { href: "/account/addresses", label: "Addresses" },
  { href: "/account/profile", label: "Profile" },
  { href: "/favourites", label: "Favourites" },
]

const linkClass = "block whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium hover:bg-leaf-100"

export default function AccountNav() {
  const pathname = usePathname()
  const current = (href: string) => (href === "/account" ? pathname === href : pathname.startsWith(href))
  return (
    <nav aria-label="Your account" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-1 md:flex-col">
        {LINKS.map((link) => (
          <li key={link.href}>
            <PageLink
              href={link.href}
              aria-current={current(link.href) ? "page" : undefined}
              className={`${linkClass} ${current(link.href) ? "bg-leaf-700 text-white hover:bg-leaf-700" : ""}`}
            >
              {link.label}
            </PageLink>
          </li>
        ))}
        <li>
          <SignOutButton className={`${linkClass} w-full text-left text-clay`} />
        </li>
      </ul>
    </nav>
  )
}
