import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { notSoldMessage, teasNotSoldIn } from "./sold-in-channel"

export type VariantRow = { id: string; product?: { title?: string | null; sales_channels?: ({ id: string } | null)[] | null } | null }

/**
 * Refuses (400, naming them) variants whose tea the sales channel does not sell. Medusa 2.21's cart
 * workflows check only that the channel has a stock location holding the variant
 * (prepareConfirmInventoryInput), never the product's own channels; our one stock location serves every
 * channel, so without this any tea could be bought in any channel.
 */
export async function assertSoldInChannel(
  container: MedusaContainer,
  salesChannelId: string | null | undefined,
  variantIds: (string | null | undefined)[],
): Promise<void> {
  const ids = [...new Set(variantIds.filter((id): id is string => !!id))]
  if (!salesChannelId || !ids.length) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "variant", fields: ["id", "product.title", "product.sales_channels.id"], filters: { id: ids } })
  await assertReadTeasSoldInChannel(container, salesChannelId, data as VariantRow[])
}

/**
 * The same, for variants already read with their product's title and channels (`product.title`,
 * `product.sales_channels.id`): the completion's cart read brings them (workflows/hooks/complete-cart-validate.ts).
 * A variant not read (unknown) is left to Medusa's own steps.
 */
export async function assertReadTeasSoldInChannel(
  container: MedusaContainer,
  salesChannelId: string | null | undefined,
  variants: (VariantRow | null | undefined)[],
): Promise<void> {
  if (!salesChannelId) return
  const byId = new Map(variants.filter((row): row is VariantRow => !!row?.id).map((row) => [row.id, row]))
  const teas = [...byId.values()].flatMap((row) => {
    const product = row.product
    if (!product) return []
    const salesChannelIds = (product.sales_channels ?? []).flatMap((channel) => (channel ? [channel.id] : []))
    return [{ title: product.title ?? row.id, salesChannelIds }]
  })
  const titles = teasNotSoldIn(teas, salesChannelId)
  if (!titles.length) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: channels } = await query.graph({ entity: "sales_channel", fields: ["name"], filters: { id: salesChannelId } })
  const channelName = (channels[0] as { name?: string } | undefined)?.name ?? salesChannelId
  throw new MedusaError(MedusaError.Types.NOT_ALLOWED, notSoldMessage(titles, channelName)!)
}
