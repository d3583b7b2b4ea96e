import { formatMoney } from "@lib/util/money"
import type { DisplayPrice } from "@lib/util/cheapest-price"

/** "from €8.50": the price line of a product card; reserves its height so nothing shifts. */
export default function FromPrice({ price }: { price: DisplayPrice | null }) {
  return (
    <p className="min-h-6 text-sm text-leaf-800">
      {price ? (
        <>
          <span className="text-leaf-600">from </span>
          <span className="font-semibold" data-testid="price">
            {formatMoney({ amount: price.amount, currencyCode: price.currencyCode })}
          </span>
        </>
      ) : (
        <span>Not sold in your region</span>
      )}
    </p>
  )
}
