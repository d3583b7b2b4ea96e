"use client"

import { useSalesChannel } from "@lib/hooks/use-sales-channel"

/** Which channel the shopper buys through (Consumer, Wholesale…); shown only when there is a choice. */
export default function SalesChannelPicker() {
  const { channels, channel, choose } = useSalesChannel()
  if (channels.length < 2) return null
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="sales-channel">Buying as</label>
      <select
        id="sales-channel"
        value={channel?.id ?? ""}
        onChange={(event) => choose(event.target.value)}
        className="h-9 rounded-full border border-leaf-600 bg-leaf-800 px-3 text-leaf-50"
      >
        {channels.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  )
}
