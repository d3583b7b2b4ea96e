import { shopperRegion } from "@lib/data/server/regions"
import HomeTemplate from "@modules/home/templates/home"

type Props = { params: Promise<{ country: string }> }

export default async function HomePage({ params }: Props) {
  return <HomeTemplate shopper={await shopperRegion((await params).country)} />
}
