import { z } from "@medusajs/framework/zod"
import { createFindParams } from "@leafline/medusa-internals"

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const name = z.string({ error: "name must be text" }).trim().min(1, "name is empty").max(120)
const handle = z
  .string({ error: "handle must be text" })
  .regex(HANDLE, "handle must be lowercase letters, digits and single dashes, e.g. 'jade-mountain'")
  .max(80)
const description = z.string({ error: "description must be text" }).max(2000)
const logo = z.string().url("logo must be a URL").max(2000).nullable()

export const AdminCreateSellerStore = z.strictObject({ name, handle, description: description.optional(), logo: logo.optional() })

export const AdminUpdateSellerStore = z
  .strictObject({ name: name.optional(), handle: handle.optional(), description: description.optional(), logo: logo.optional() })
  .refine((body) => Object.keys(body).length > 0, "Nothing to update: send name, handle, description or logo")

const ids = (what: string) =>
  z.array(z.string({ error: `${what} ids must be text` }).min(1), { error: `${what}_ids must be a list of ids` }).min(1).max(500)

export const AdminAssignProducts = z.strictObject({ product_ids: ids("product") })
export const AdminAssignShippingOptions = z.strictObject({ shipping_option_ids: ids("shipping_option") })

export const AdminListSellerStores = createFindParams({ limit: 50, offset: 0 }).extend({ q: z.string().optional() })

export type AdminCreateSellerStoreBody = z.infer<typeof AdminCreateSellerStore>
export type AdminUpdateSellerStoreBody = z.infer<typeof AdminUpdateSellerStore>

// Newest first, always: the list is read from the house's links, in the order they were made.
export const AdminListSellerStoreOrders = createFindParams({ limit: 20, offset: 0 })
  .omit({ order: true, with_deleted: true })
  .extend({ limit: z.coerce.number().int().min(1, "limit must be 1 or more").max(100, "limit must be 100 or less").default(20) })
  .strict()
