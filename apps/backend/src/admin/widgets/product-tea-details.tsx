import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { DetailWidgetProps, AdminProduct } from "@medusajs/framework/types"
import { Button, Container, Heading, Input, Label, Select, Text, toast } from "@medusajs/ui"
import { type FormEvent, useEffect, useState } from "react"
import { adminFetch, type SellerStore } from "../lib/admin-fetch"

const CAFFEINE = ["none", "low", "medium", "high"] as const

type Attributes = {
  origin_country: string
  origin_region: string
  harvest: string
  brew_temp_c: string
  steep_seconds: string
  grams_per_cup: string
  caffeine: string
  flavour_notes: string
}
type TeaDetails = {
  seller_store: { id: string; name: string } | null
  tea_attributes: Record<string, any> | null
  rating: { average: number; count: number } | null
}

const EMPTY: Attributes = {
  origin_country: "",
  origin_region: "",
  harvest: "",
  brew_temp_c: "",
  steep_seconds: "",
  grams_per_cup: "",
  caffeine: "medium",
  flavour_notes: "",
}

const toForm = (a: Record<string, any> | null): Attributes =>
  a
    ? {
        origin_country: a.origin_country ?? "",
        origin_region: a.origin_region ?? "",
        harvest: a.harvest ?? "",
        brew_temp_c: String(a.brew_temp_c ?? ""),
        steep_seconds: String(a.steep_seconds ?? ""),
        grams_per_cup: String(a.grams_per_cup ?? ""),
        caffeine: a.caffeine ?? "medium",
        flavour_notes: (a.flavour_notes ?? []).join(", "),
      }
    : EMPTY

const toBody = (f: Attributes) => ({
  origin_country: f.origin_country,
  origin_region: f.origin_region || null,
  harvest: f.harvest || null,
  brew_temp_c: Number(f.brew_temp_c),
  steep_seconds: Number(f.steep_seconds),
  grams_per_cup: Number(f.grams_per_cup),
  caffeine: f.caffeine,
  flavour_notes: f.flavour_notes.split(",").map((note) => note.trim()).filter(Boolean),
})

/** The tea's house, origin and brewing on the product page. */
const ProductTeaDetailsWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const [stores, setStores] = useState<SellerStore[]>([])
  const [storeId, setStoreId] = useState("")
  const [form, setForm] = useState<Attributes>(EMPTY)
  const [rating, setRating] = useState<TeaDetails["rating"]>(null)
  const [saving, setSaving] = useState(false)
  const path = `/admin/products/${product.id}/tea-details`

  const show = (details: TeaDetails) => {
    setStoreId(details.seller_store?.id ?? "")
    setForm(toForm(details.tea_attributes))
    setRating(details.rating)
  }

  useEffect(() => {
    adminFetch<{ seller_stores: SellerStore[] }>("/admin/seller-stores?limit=100")
      .then((body) => setStores(body.seller_stores))
      .catch((error) => toast.error(error.message))
    adminFetch<{ tea_details: TeaDetails }>(path)
      .then((body) => show(body.tea_details))
      .catch((error) => toast.error(error.message))
  }, [path])

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    try {
      const body = { ...(storeId ? { store_id: storeId } : {}), tea_attributes: toBody(form) }
      show((await adminFetch<{ tea_details: TeaDetails }>(path, { method: "POST", body })).tea_details)
      toast.success("Tea details saved")
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setSaving(false)
    }
  }

  const input = (key: keyof Attributes, label: string, type = "text") => (
    <div>
      <Label htmlFor={`tea-${key}`} size="small">
        {label}
      </Label>
      <Input
        id={`tea-${key}`}
        size="small"
        type={type}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
    </div>
  )

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">Tea details</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {rating ? `Rated ${rating.average.toFixed(1)} by ${rating.count} shoppers` : "Not rated yet"}
        </Text>
      </div>
      <form onSubmit={save} className="grid gap-3 px-6 py-4">
        <div>
          <Label size="small">Tea house</Label>
          <Select value={storeId} onValueChange={setStoreId}>
            <Select.Trigger>
              <Select.Value placeholder="Choose the tea house" />
            </Select.Trigger>
            <Select.Content>
              {stores.map((store) => (
                <Select.Item key={store.id} value={store.id}>
                  {store.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </div>
        {input("origin_country", "Origin country")}
        {input("origin_region", "Origin region")}
        {input("harvest", "Harvest")}
        <div className="grid grid-cols-3 gap-2">
          {input("brew_temp_c", "°C", "number")}
          {input("steep_seconds", "Seconds", "number")}
          {input("grams_per_cup", "g / cup", "number")}
        </div>
        <div>
          <Label size="small">Caffeine</Label>
          <Select value={form.caffeine} onValueChange={(caffeine) => setForm({ ...form, caffeine })}>
            <Select.Trigger>
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              {CAFFEINE.map((level) => (
                <Select.Item key={level} value={level}>
                  {level}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </div>
        {input("flavour_notes", "Flavour notes (comma separated)")}
        <Button size="small" type="submit" isLoading={saving}>
          Save tea details
        </Button>
      </form>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.side.after" })

export default ProductTeaDetailsWidget
