"use client"

import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useCart } from "@lib/context/cart-context"
import { useStoreClient } from "@lib/context/store-client-context"
import { addShippingMethod } from "@lib/data/browser/carts"
import { listShippingOptions, shippingPrice } from "@lib/data/browser/checkout"
import { errorMessage } from "@lib/context/toasts"
import { cartHouseName, type HeldCart } from "@lib/util/carts-per-house"
import { formatMoney } from "@leafline/shop-contract"
import { Spinner } from "@modules/common/icons"

/** One tea house's shipping options for the cart's address, priced in its currency. */
function HouseShipping({ cart }: { cart: HeldCart }) {
  const storeClient = useStoreClient()
  const { holdCart } = useCart()
  const house = cartHouseName(cart) ?? "Tea house"
  const [choosing, setChoosing] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const options = useQuery({
    queryKey: ["shipping-options", cart.id, cart.region_id, cart.shipping_address?.country_code],
    queryFn: () => listShippingOptions(storeClient, cart.id),
  })
  const chosen = cart.shipping_methods?.[0]?.shipping_option_id ?? null

  async function choose(optionId: string) {
    setChoosing(optionId)
    setError(null)
    try {
      holdCart(await addShippingMethod(storeClient, cart.id, optionId))
    } catch (failure) {
      setError(errorMessage(failure, "This shipping method could not be chosen."))
    } finally {
      setChoosing(null)
    }
  }

  return (
    <fieldset className="rounded-xl border border-leaf-100 p-4" data-testid="house-shipping">
      <legend className="px-1 text-sm font-semibold">Shipping from {house}</legend>
      {options.isPending ? (
        <Spinner className="h-5 w-5" />
      ) : !options.data?.length ? (
        <p className="text-sm text-red-700">{house} does not ship to this address. Choose another country, or remove its teas.</p>
      ) : (
        <div className="space-y-2">
          {options.data.map((option) => (
            <label key={option.id} className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-leaf-50">
              <input
                type="radio"
                name={`shipping-${cart.id}`}
                value={option.id}
                checked={(choosing ?? chosen) === option.id}
                disabled={Boolean(choosing)}
                onChange={() => void choose(option.id)}
                className="h-4 w-4"
              />
              <span className="flex-1">{option.name}</span>
              {choosing === option.id && <Spinner />}
              <span className="font-semibold tabular-nums">
                {formatMoney({ amount: shippingPrice(option), currencyCode: cart.currency_code ?? "eur" })}
              </span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** A shipping method per tea house: each house sends its own parcel. */
export default function ShippingStep({ carts, missing, onDone }: { carts: HeldCart[]; missing: string[]; onDone: () => void }) {
  const [tried, setTried] = useState(false)
  return (
    <div className="space-y-4">
      {carts.map((cart) => (
        <HouseShipping key={cart.id} cart={cart} />
      ))}
      {tried && missing.length > 0 && (
        <p role="alert" className="text-sm text-red-700" data-testid="shipping-missing">
          Choose a shipping method for {missing.join(" and ")}.
        </p>
      )}
      <button
        type="button"
        onClick={() => (missing.length ? setTried(true) : onDone())}
        className="h-12 rounded-full bg-leaf-700 px-6 font-semibold text-white hover:bg-leaf-800"
        data-testid="shipping-continue"
      >
        Continue to payment
      </button>
    </div>
  )
}
