import type { CartTotals as Totals } from "@lib/util/cart-totals"
import { formatMoney } from "@leafline/shop-contract"

/** Items, shipping, discount and total, with the tax the total contains. */
export default function CartTotals({ totals, shippingChosen = true }: { totals: Totals; shippingChosen?: boolean }) {
  const money = (amount: number) => formatMoney({ amount, currencyCode: totals.currencyCode })
  return (
    <dl className="space-y-2 text-sm" data-testid="cart-totals">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd data-testid="totals-subtotal">{money(totals.items)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Shipping</dt>
        <dd data-testid="totals-shipping">{shippingChosen ? money(totals.shipping) : "Chosen at checkout"}</dd>
      </div>
      {totals.discount > 0 && (
        <div className="flex justify-between text-leaf-700">
          <dt>Discount</dt>
          <dd data-testid="totals-discount">−{money(totals.discount)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-leaf-100 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="totals-total">{money(totals.total)}</dd>
      </div>
      {/* Medusa works the tax out once it knows where the parcel goes; until then it reads 0. */}
      {totals.tax > 0 && (
        <div className="flex justify-between text-xs text-leaf-700">
          <dt>Including tax</dt>
          <dd data-testid="totals-tax">{money(totals.tax)}</dd>
        </div>
      )}
    </dl>
  )
}
