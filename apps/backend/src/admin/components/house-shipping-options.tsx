import { Badge, Button, Heading, Text, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { adminFetch } from "../lib/admin-fetch"

type Option = { id: string; name: string; service_zone?: { name: string } | null }

/**
 * A tea house's shipping options, and the others it can take over: an option belongs to exactly one
 * house, so it is moved here from another house rather than shared.
 */
export const HouseShippingOptions = ({ storeId }: { storeId: string }) => {
  const [all, setAll] = useState<Option[]>([])
  const [own, setOwn] = useState<Set<string>>(new Set())
  const [moving, setMoving] = useState<string | null>(null)

  const load = async () => {
    const [options, house] = await Promise.all([
      adminFetch<{ shipping_options: Option[] }>("/admin/shipping-options?limit=500&fields=id,name,service_zone.name"),
      adminFetch<{ seller_store: { shipping_options: { id: string }[] } }>(
        `/admin/seller-stores/${storeId}?fields=id,shipping_options.id`,
      ),
    ])
    setAll(options.shipping_options)
    setOwn(new Set(house.seller_store.shipping_options.map((option) => option.id)))
  }
  useEffect(() => {
    load().catch((error) => toast.error(error.message))
  }, [storeId])

  const moveHere = async (option: Option) => {
    setMoving(option.id)
    try {
      await adminFetch(`/admin/seller-stores/${storeId}/shipping-options`, {
        method: "POST",
        body: { shipping_option_ids: [option.id] },
      })
      toast.success(`${option.name} (${option.service_zone?.name ?? "no zone"}) now ships for this house`)
      await load()
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setMoving(null)
    }
  }

  const label = (option: Option) => `${option.name} · ${option.service_zone?.name ?? "no zone"}`
  return (
    <div className="grid gap-2">
      <Heading level="h3">Shipping options</Heading>
      <div className="flex flex-wrap gap-1">
        {all.filter((o) => own.has(o.id)).map((option) => (
          <Badge key={option.id} size="2xsmall">
            {label(option)}
          </Badge>
        ))}
      </div>
      <Text size="small" className="text-ui-fg-subtle">
        Other houses' options:
      </Text>
      <ul className="grid gap-1">
        {all.filter((o) => !own.has(o.id)).map((option) => (
          <li key={option.id} className="flex items-center justify-between gap-2">
            <Text size="small">{label(option)}</Text>
            <Button type="button" size="small" variant="secondary" isLoading={moving === option.id} onClick={() => moveHere(option)}>
              Move here
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
