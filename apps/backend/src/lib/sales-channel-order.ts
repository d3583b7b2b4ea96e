export type NamedSalesChannel = { id: string; name: string }

/** The channel a shopper starts in when neither their account nor their cart says otherwise. */
export const defaultSalesChannelName = (): string => process.env.LEAFLINE_DEFAULT_SALES_CHANNEL || "Consumer"

/** The default channel first, then the others by name. */
export function orderSalesChannels<T extends NamedSalesChannel>(channels: T[], defaultName: string): T[] {
  const rank = (channel: T) => (channel.name === defaultName ? 0 : 1)
  return [...channels].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id))
}
