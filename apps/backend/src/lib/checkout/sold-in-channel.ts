/** A tea as a cart line names it, with the sales channels its product is sold in. */
export type TeaInChannels = { title: string; salesChannelIds: string[] }

/** The titles of the teas not sold in a channel, each once, in the order given. */
export function teasNotSoldIn(teas: TeaInChannels[], salesChannelId: string): string[] {
  const titles = teas.filter((tea) => !tea.salesChannelIds.includes(salesChannelId)).map((tea) => tea.title)
  return [...new Set(titles)]
}

/** "Jasmine Pearls is not sold in Wholesale", "A, B and C are not sold in Wholesale"; null when none. */
export function notSoldMessage(titles: string[], channelName: string): string | null {
  if (!titles.length) return null
  if (titles.length === 1) return `${titles[0]} is not sold in ${channelName}`
  return `${titles.slice(0, -1).join(", ")} and ${titles[titles.length - 1]} are not sold in ${channelName}`
}
