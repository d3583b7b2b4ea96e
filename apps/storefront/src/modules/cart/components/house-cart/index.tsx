import { cartHouseName, type HeldCart } from "@lib/util/carts-per-house"
import { formatMoney } from "@leafline/shop-contract"
import CartLine from "@modules/cart/components/cart-line"

/** One tea house's cart on the cart page: its lines and its subtotal. */
export default function HouseCart({ cart }: { cart: HeldCart }) {
  const house = cartHouseName(cart) ?? "Tea house"
  const currencyCode = cart.currency_code ?? "eur"
  return (
    <section aria-label={`From ${house}`} className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100" data-testid="held-cart">
      <h2 className="font-serif text-xl">From {house}</h2>
      <ul className="mt-1 divide-y divide-leaf-100">
        {cart.items?.map((item) => <CartLine key={item.id} cartId={cart.id} item={item} currencyCode={currencyCode} />)}
      </ul>
      <p className="mt-2 flex justify-between border-t border-leaf-100 pt-3 text-sm">
        <span>Subtotal from {house}</span>
        <span className="font-semibold" data-testid="house-subtotal">
          {formatMoney({ amount: cart.item_total, currencyCode })}
        </span>
      </p>
    </section>
  )
}
