"use client"

import { useState } from "react"

/** The filters: a column beside the teas on a desktop, folded behind a button on smaller screens. */
export default function FiltersPanel({ activeCount, children }: { activeCount: number; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <div className="mb-6 lg:mb-0">
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="listing-filters"
        className="flex h-10 items-center gap-2 rounded-full border border-leaf-200 bg-white px-4 text-sm font-semibold lg:hidden"
      >
        Filters{activeCount > 0 && ` (${activeCount})`}
        <span aria-hidden="true">{open ? "▴" : "▾"}</span>
      </button>
      <div id="listing-filters" className={open ? "mt-3 rounded-2xl bg-white px-4 ring-1 ring-leaf-100 lg:mt-0 lg:bg-transparent lg:px-0 lg:ring-0" : "hidden lg:block"}>
        {children}
      </div>
    </div>
  )
}
