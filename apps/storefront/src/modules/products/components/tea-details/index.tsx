import type { TeaAttributes } from "@lib/util/catalogue"
import { formatBrewTemperature, formatGrams, formatSteepTime } from "@lib/util/brewing"

const CAFFEINE = { none: "Caffeine-free", low: "Low", medium: "Medium", high: "High" } as const

function Facts({ items }: { items: [string, string | null | undefined][] }) {
  const shown = items.filter((item): item is [string, string] => Boolean(item[1]))
  if (!shown.length) return null
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {shown.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-leaf-700">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function TeaFacts({ attributes }: { attributes: TeaAttributes | null | undefined }) {
  if (!attributes) return null
  const origin = [attributes.origin_region, attributes.origin_country].filter(Boolean).join(", ")
  return (
    <section aria-labelledby="tea-facts" className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100">
      <h2 id="tea-facts" className="mb-3 font-serif text-xl">
        About this tea
      </h2>
      <Facts
        items={[
          ["Origin", origin],
          ["Harvest", attributes.harvest],
          ["Caffeine", attributes.caffeine ? CAFFEINE[attributes.caffeine] : null],
          ["Tastes of", attributes.flavour_notes?.length ? attributes.flavour_notes.join(", ") : null],
        ]}
      />
    </section>
  )
}

export function BrewingGuide({ attributes }: { attributes: TeaAttributes | null | undefined }) {
  if (!attributes?.brew_temp_c && !attributes?.steep_seconds && !attributes?.grams_per_cup) return null
  const steps = [
    { label: "Water", value: attributes.brew_temp_c ? formatBrewTemperature(attributes.brew_temp_c) : null },
    { label: "Steep", value: attributes.steep_seconds ? formatSteepTime(attributes.steep_seconds) : null },
    { label: "Leaf", value: attributes.grams_per_cup ? `${formatGrams(attributes.grams_per_cup)} per cup` : null },
  ].filter((step) => step.value)
  return (
    <section aria-labelledby="brewing-guide" className="rounded-2xl bg-leaf-50 p-5 ring-1 ring-leaf-100" data-testid="brewing-guide">
      <h2 id="brewing-guide" className="mb-3 font-serif text-xl">
        Brewing guide
      </h2>
      <ul className="grid grid-cols-3 gap-3 text-center">
        {steps.map((step) => (
          <li key={step.label} className="rounded-xl bg-white px-2 py-3">
            <p className="text-xs uppercase tracking-wider text-leaf-700">{step.label}</p>
            <p className="mt-1 text-sm font-semibold">{step.value}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
