import PageLink from "@modules/common/page-link"
import { confirmationPath, type PlacementOutcome as Outcome } from "@lib/util/placement"

/** When some houses' orders failed: which ones and why, and the orders that stand. */
export default function PlacementOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <div role="alert" className="space-y-3 rounded-2xl bg-red-50 p-5 ring-1 ring-red-200" data-testid="placement-outcome">
      {outcome.failed.map((failure) => (
        <p key={failure.cartId} className="text-sm text-red-800" data-testid="placement-failed">
          <strong>Your order from {failure.house} was not placed:</strong> {failure.message} Its cart is kept below: change it and
          place it again.
        </p>
      ))}
      {outcome.placed.length > 0 && (
        <p className="text-sm text-leaf-900" data-testid="placement-placed">
          Your order{outcome.placed.length > 1 ? "s" : ""} from {outcome.placed.map((order) => order.house).join(" and ")}{" "}
          {outcome.placed.length > 1 ? "are" : "is"} placed.{" "}
          <PageLink href={confirmationPath(outcome.placed)} className="font-semibold underline">
            See {outcome.placed.length > 1 ? "them" : "it"}
          </PageLink>
        </p>
      )}
    </div>
  )
}
