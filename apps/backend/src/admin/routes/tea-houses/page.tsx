import { defineRouteConfig } from "@medusajs/admin-sdk"
import { BuildingStorefront } from "@medusajs/icons"
import { Button, Container, Heading, Input, Label, Table, Text, Textarea, toast } from "@medusajs/ui"
import { type FormEvent, useEffect, useState } from "react"
import { Link } from "react-router-dom"
import { HouseShippingOptions } from "../../components/house-shipping-options"
import { adminFetch, type SellerStore } from "../../lib/admin-fetch"

type Draft = { name: string; handle: string; description: string; logo: string }
const EMPTY: Draft = { name: "", handle: "", description: "", logo: "" }

const toDraft = (store: SellerStore): Draft => ({
  name: store.name,
  handle: store.handle,
  description: store.description,
  logo: store.logo ?? "",
})

/**
 * The tea houses (seller stores): list, create and edit; a name opens the house's page with its
 * orders. Teas are assigned on each product's page.
 */
const TeaHousesPage = () => {
  const [stores, setStores] = useState<SellerStore[]>([])
  const [editing, setEditing] = useState<string | "new" | null>(null)
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [saving, setSaving] = useState(false)

  const load = () =>
    adminFetch<{ seller_stores: SellerStore[] }>("/admin/seller-stores?limit=100")
      .then((body) => setStores(body.seller_stores))
      .catch((error) => toast.error(error.message))
  useEffect(() => {
    load()
  }, [])

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    const body = { ...draft, logo: draft.logo || null }
    try {
      if (editing === "new") await adminFetch("/admin/seller-stores", { method: "POST", body })
      else await adminFetch(`/admin/seller-stores/${editing}`, { method: "POST", body })
      toast.success(`Saved ${draft.name}`)
      setEditing(null)
      await load()
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setSaving(false)
    }
  }

  const field = (key: keyof Draft) => ({
    id: `tea-house-${key}`,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  })

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <div>
          <Heading level="h1">Tea houses</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            The seller stores teas are sold and shipped by. Assign a tea on its product page.
          </Text>
        </div>
        <Button size="small" variant="secondary" onClick={() => (setEditing("new"), setDraft(EMPTY))}>
          Create
        </Button>
      </div>
      {editing && (
        <form onSubmit={save} className="grid gap-3 px-6 py-4">
          <div className="grid grid-cols-2 gap-3">
            <div>
              <Label htmlFor="tea-house-name">Name</Label>
              <Input {...field("name")} required />
            </div>
            <div>
              <Label htmlFor="tea-house-handle">Handle</Label>
              <Input {...field("handle")} required placeholder="jade-mountain" />
            </div>
          </div>
          <div>
            <Label htmlFor="tea-house-description">Description</Label>
            <Textarea {...field("description")} />
          </div>
          <div>
            <Label htmlFor="tea-house-logo">Logo URL</Label>
            <Input {...field("logo")} placeholder="https://…" />
          </div>
          {editing !== "new" && <HouseShippingOptions storeId={editing} />}
          <div className="flex gap-2">
            <Button size="small" type="submit" isLoading={saving}>
              Save
            </Button>
            <Button size="small" variant="secondary" type="button" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>Name</Table.HeaderCell>
            <Table.HeaderCell>Handle</Table.HeaderCell>
            <Table.HeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {stores.map((store) => (
            <Table.Row key={store.id}>
              <Table.Cell>
                <Link to={`/tea-houses/${store.id}`} className="text-ui-fg-interactive hover:underline">
                  {store.name}
                </Link>
              </Table.Cell>
              <Table.Cell>{store.handle}</Table.Cell>
              <Table.Cell className="text-right">
                <Button size="small" variant="transparent" onClick={() => (setEditing(store.id), setDraft(toDraft(store)))}>
                  Edit
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Container>
  )
}

export const config = defineRouteConfig({ label: "Tea houses", icon: BuildingStorefront })

export default TeaHousesPage
