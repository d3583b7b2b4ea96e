"use client"

import PageLink from "@modules/common/page-link"
import { useRouter, useSearchParams } from "next/navigation"
import { useCart } from "@lib/context/cart-context"
import { useShopperScope } from "@lib/context/region-context"
import { useCustomer } from "@lib/hooks/use-customer"
import { usePlaceOrder } from "@lib/hooks/use-place-order"
import { addressLine } from "@lib/util/addresses"
import { sumCartTotals } from "@lib/util/cart-totals"
import { cartHouseKey, cartHouseName, filledCarts } from "@lib/util/carts-per-house"
import { checkoutReadiness } from "@lib/util/checkout-readiness"
import type { CountryOption } from "@lib/util/countries"
import { chosenPaymentProvider, currentStep, doneSteps, type CheckoutStep } from "@lib/util/checkout-steps"
import { paymentProviderTitle } from "@lib/util/payment-providers"
import CartTotals from "@modules/cart/components/cart-totals"
import PromotionCode from "@modules/cart/components/promotion-code"
import AddressStep from "@modules/checkout/components/address-step"
import PaymentStep from "@modules/checkout/components/payment-step"
import PlacementOutcome from "@modules/checkout/components/placement-outcome"
import ReviewStep from "@modules/checkout/components/review-step"
import ShippingStep from "@modules/checkout/components/shipping-step"
import StepSection from "@modules/checkout/components/step-section"
import { Spinner } from "@modules/common/icons"

export type CheckoutRegion = { id: string; countries: CountryOption[] }

/**
 * The checkout (spec section 4's order): address, a shipping method per tea house, payment, review, and
 * one click that places every house's order. Each step's answer is kept on the carts on the server.
 */
export default function CheckoutTemplate({ regions }: { regions: CheckoutRegion[] }) {
  const router = useRouter()
  const search = useSearchParams()
  const scope = useShopperScope()
  const { carts, isLoading } = useCart()
  const { customer } = useCustomer()
  const filled = filledCarts(carts)
  const countries = regions.find((region) => region.id === scope.regionId)?.countries ?? []
  const step = currentStep(search.get("step"), filled)
  const done = doneSteps(filled)
  const go = (next: CheckoutStep) => router.replace(`/checkout?step=${next}`, { scroll: false })

  const readiness = checkoutReadiness(
    filled.map((cart) => ({ ...cart, store_id: cartHouseKey(cart), store_name: cartHouseName(cart) ?? "Tea house" })),
    countries.map((country) => country.code),
  )
  const blockers = [
    ...readiness.housesNotShippingHere.map((house) => `${house}: the shipping address is not in the region you shop in. Change the address.`),
    ...readiness.housesWithoutShipping.map((house) => `Choose a shipping method for ${house}.`),
    ...(done.payment ? [] : ["Choose how to pay."]),
  ]
  const { place, busy, outcome } = usePlaceOrder({ saveAddress: customer ? (filled[0]?.shipping_address ?? null) : null })

  if (isLoading || (busy && !filled.length)) {
    return (
      <div className="flex items-center gap-3 py-16" role="status">
        <Spinner className="h-6 w-6" />
        {busy ? "Placing your order…" : "Loading your cart…"}
      </div>
    )
  }
  if (!filled.length) {
    return (
      <div className="mt-8 rounded-2xl bg-white p-8 text-center ring-1 ring-leaf-100">
        {outcome && <PlacementOutcome outcome={outcome} />}
        <p className="font-serif text-2xl">Your cart is empty</p>
        <PageLink href="/teas" className="mt-6 inline-block rounded-full bg-leaf-700 px-6 py-3 font-semibold text-white hover:bg-leaf-800">
          Browse the teas
        </PageLink>
      </div>
    )
  }

  const first = filled[0]
  const provider = chosenPaymentProvider(filled)
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-4">
        {outcome && <PlacementOutcome outcome={outcome} />}
        <StepSection
          step="address"
          title="Contact and address"
          current={step}
          done={done.address}
          summary={
            <>
              {first.email}
              <br />
              {addressLine(first.shipping_address)}
            </>
          }
        >
          <AddressStep cart={first} countries={countries} customer={customer} onDone={() => go("shipping")} />
        </StepSection>
        <StepSection
          step="shipping"
          title="Shipping"
          current={step}
          done={done.shipping}
          summary={filled.map((cart) => `${cartHouseName(cart)}: ${cart.shipping_methods?.[0]?.name ?? "—"}`).join(" · ")}
        >
          <ShippingStep carts={filled} missing={readiness.housesWithoutShipping} onDone={() => go("payment")} />
        </StepSection>
        <StepSection step="payment" title="Payment" current={step} done={done.payment} summary={provider ? paymentProviderTitle(provider) : null}>
          <PaymentStep carts={filled} regionId={scope.regionId} onDone={() => go("review")} />
        </StepSection>
        <StepSection step="review" title="Review and place your order" current={step} done={false}>
          <ReviewStep
            carts={filled}
            ready={readiness.ready && done.payment}
            blockers={blockers}
            busy={busy}
            onPlace={() => void place(filled.map((cart) => ({ cartId: cart.id, house: cartHouseName(cart) ?? "Tea house" })))}
          />
        </StepSection>
      </div>
      <aside className="h-fit space-y-4 rounded-2xl bg-white p-5 ring-1 ring-leaf-100" aria-label="Order summary">
        <h2 className="font-serif text-xl">Summary</h2>
        {/* Here too, so that a code refused when the order is placed can be removed where the refusal is read. */}
        <PromotionCode />
        <CartTotals totals={sumCartTotals(filled)} shippingChosen={done.shipping} />
        <PageLink href="/cart" className="block text-center text-sm font-semibold text-leaf-700 underline">
          Change your cart
        </PageLink>
      </aside>
    </div>
  )
}
