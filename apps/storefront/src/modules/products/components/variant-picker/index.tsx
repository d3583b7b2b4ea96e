"use client"

import { useState } from "react"
import { useCart } from "@lib/context/cart-context"
import { Spinner } from "@modules/common/icons"

export interface SizeOption {
  id: string
  title: string
  /**
   * Formatted on the server: the browser's first Intl.NumberFormat loads its locale data, a long task
   * while the page hydrates on a phone.
   */
  price: string
}

/** The size picker, the chosen size's price, and the add-to-cart button. */
interface VariantPickerProps {
  sizes: SizeOption[]
  defaultSizeId: string | null
  houseId?: string | null
  /** Shown beside the add-to-cart button (the favourite toggle). */
  children?: React.ReactNode
}

export default function VariantPicker({ sizes, defaultSizeId, houseId, children }: VariantPickerProps) {
  const { addItem } = useCart()
  const [selectedId, setSelectedId] = useState(defaultSizeId ?? sizes[0]?.id ?? null)
  const [adding, setAdding] = useState(false)
  const selected = sizes.find((size) => size.id === selectedId) ?? null

  async function add() {
    if (!selected) return
    setAdding(true)
    await addItem({ variantId: selected.id, houseId })
    setAdding(false)
  }

  return (
    <div>
      <p className="font-serif text-3xl" data-testid="product-price" aria-live="polite">
        {selected ? selected.price : "—"}
      </p>
      <p className="text-xs text-leaf-700">Tax included</p>
      {sizes.length > 1 && (
        <fieldset className="mt-5">
          <legend className="mb-2 text-sm font-semibold">Size</legend>
          <div className="flex flex-wrap gap-2">
            {sizes.map((size) => (
              <label
                key={size.id}
                className="cursor-pointer rounded-full border border-leaf-200 bg-white px-4 py-2 text-sm has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-clay"
              >
                <input
                  type="radio"
                  name="size"
                  value={size.id}
                  checked={size.id === selectedId}
                  onChange={() => setSelectedId(size.id)}
                  className="sr-only"
                />
                {size.title}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
      <button
        type="button"
        onClick={() => void add()}
        disabled={!selected || adding}
        className="flex h-12 min-w-40 flex-1 items-center justify-center gap-2 rounded-full bg-leaf-700 px-6 font-semibold text-white hover:bg-leaf-800 disabled:opacity-70 sm:flex-none"
        data-testid="add-to-cart"
      >
        {adding && <Spinner className="h-5 w-5" />}
        {adding ? "Adding…" : "Add to cart"}
      </button>
      {children}
      </div>
    </div>
  )
}
