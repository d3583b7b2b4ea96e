"use client"

import { usePathname } from "next/navigation"
import { useEffect, useState } from "react"
import { debounce } from "@lib/util/debounce"
import { RESIZE_DEBOUNCE_MS, menuClosesAt } from "@lib/util/viewport"
import { CloseIcon, MenuIcon } from "@modules/common/icons"

/** The menu under 1024 px. It closes by itself when the window grows to desktop width, and on navigation. */
export default function MobileMenu({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()

  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    if (!open) return
    const onResize = debounce(() => {
      if (menuClosesAt(window.innerWidth)) setOpen(false)
    }, RESIZE_DEBOUNCE_MS)
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false)
    window.addEventListener("resize", onResize)
    window.addEventListener("keydown", onKey)
    return () => {
      onResize.cancel()
      window.removeEventListener("resize", onResize)
      window.removeEventListener("keydown", onKey)
    }
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-leaf-100"
        data-testid="mobile-menu-button"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open && (
        <div id="mobile-menu" className="absolute inset-x-0 top-16 z-40 border-b border-leaf-100 bg-cream px-4 pb-6 pt-4 shadow-lg" data-testid="mobile-menu">
          {children}
        </div>
      )}
    </div>
  )
}
