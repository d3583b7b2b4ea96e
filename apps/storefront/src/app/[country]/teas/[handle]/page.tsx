import type { Metadata } from "next"
import { storefrontUrl } from "@lib/server/storefront-url"
import { notFound } from "next/navigation"
import { listingTeas } from "@lib/data/server/listing"
import { getTea } from "@lib/data/server/products"
import { shopperRegion } from "@lib/data/server/regions"
import TeaTemplate from "@modules/products/templates/tea"

type Props = { params: Promise<{ country: string; handle: string }> }

const RELATED_COUNT = 4

async function load(country: string, handle: string) {
  const shopper = await shopperRegion(country)
  return { shopper, tea: await getTea(shopper, handle) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, handle } = await params
  const { tea } = await load(country, handle)
  if (!tea) return { title: "Tea not found" }
  const description = tea.subtitle ?? tea.description?.slice(0, 160) ?? undefined
  return {
    title: tea.title,
    description,
    alternates: { canonical: `/teas/${tea.handle}` },
    openGraph: { title: tea.title, description, type: "website", images: tea.thumbnail ? [tea.thumbnail] : [] },
  }
}

export default async function TeaPage({ params }: Props) {
  const { country, handle } = await params
  const { shopper, tea } = await load(country, handle)
  if (!tea) notFound()
  const related = tea.type ? await listingTeas(shopper, { category: tea.type.id }) : []
  return (
    <TeaTemplate
      tea={tea}
      related={related.filter((other) => other.id !== tea.id).slice(0, RELATED_COUNT)}
      currencyCode={shopper.region.currency_code}
      url={`${storefrontUrl}/teas/${tea.handle}`}
    />
  )
}
