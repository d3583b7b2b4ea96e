import { Container, Heading, Text, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { Link, useParams } from "react-router-dom"
import { HouseOrders } from "../../../components/house-orders"
import { adminFetch, type SellerStore } from "../../../lib/admin-fetch"

/** One tea house: what it is, and its orders. It is edited on the Tea houses list. */
const TeaHousePage = () => {
  const { id = "" } = useParams()
  const [store, setStore] = useState<SellerStore | null>(null)

  useEffect(() => {
    adminFetch<{ seller_store: SellerStore }>(`/admin/seller-stores/${id}`)
      .then((body) => setStore(body.seller_store))
      .catch((error) => toast.error(error.message))
  }, [id])

  return (
    <div className="flex flex-col gap-y-3">
      <Container className="px-6 py-4">
        <Text size="small" className="text-ui-fg-subtle">
          <Link to="/tea-houses" className="hover:underline">
            Tea houses
          </Link>
        </Text>
        <Heading level="h1">{store?.name ?? "Tea house"}</Heading>
        {store && (
          <Text size="small" className="text-ui-fg-subtle">
            {store.handle}
            {store.description ? ` · ${store.description}` : ""}
          </Text>
        )}
      </Container>
      <Container className="p-0">
        <HouseOrders storeId={id} />
      </Container>
    </div>
  )
}

export default TeaHousePage
