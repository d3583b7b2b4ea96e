import PageLink from "@modules/common/page-link"
import { CHECKOUT_STEPS, type CheckoutStep } from "@lib/util/checkout-steps"

/** One step of the checkout: open while it is the current one, else its summary and a way back to it. */
export default function StepSection({
  step,
  title,
  current,
  done,
  summary,
  children,
}: {
  step: CheckoutStep
  title: string
  current: CheckoutStep
  done: boolean
  summary?: React.ReactNode
  children: React.ReactNode
}) {
  const open = step === current
  const reachable = CHECKOUT_STEPS.indexOf(step) < CHECKOUT_STEPS.indexOf(current)
  return (
    <section aria-labelledby={`step-${step}`} className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100" data-testid={`step-${step}`}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={`step-${step}`} className={`font-serif text-xl ${open ? "" : "text-leaf-800"}`}>
          {CHECKOUT_STEPS.indexOf(step) + 1}. {title}
        </h2>
        {!open && done && reachable && (
          <PageLink href={`/checkout?step=${step}`} scroll={false} className="text-sm font-semibold text-leaf-700 underline" data-testid={`edit-${step}`}>
            Edit<span className="sr-only"> {title.toLowerCase()}</span>
          </PageLink>
        )}
      </div>
      {open ? <div className="mt-4">{children}</div> : done && summary ? <div className="mt-2 text-sm text-leaf-800">{summary}</div> : null}
    </section>
  )
}
