import { formatMoney } from "@leafline/shop-contract"
import type { DisplayPrice } from "@lib/util/prices"

/** "from €8.50": the price line of a product card; it keeps its height so nothing shifts. */
export default function FromPrice({ price }: { price: DisplayPrice }) {
  return (
    <p className="min-h-6 text-sm text-leaf-800">
      <span className="text-leaf-700">from </span>
      <span className="font-semibold" data-testid="price">
        {formatMoney(price)}
      </span>
    </p>
  )
}
