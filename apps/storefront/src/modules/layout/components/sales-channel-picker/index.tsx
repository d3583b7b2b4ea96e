"use client"

import { useEffect, useRef, useState } from "react"
import { useSalesChannel } from "@lib/hooks/use-sales-channel"

/**
 * Which channel the shopper buys through (Consumer, Wholesale…), shown when there is a choice. It sits in
 * the footer, so the channels are fetched when it scrolls into view, not on every page load.
 */
export default function SalesChannelPicker() {
  const anchor = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && setVisible(true), { rootMargin: "200px" })
    if (anchor.current) observer.observe(anchor.current)
    return () => observer.disconnect()
  }, [])
  const { channels, channel, choose } = useSalesChannel({ enabled: visible })
  return (
    <div ref={anchor} className="min-h-9">
      {channels.length > 1 && (
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
      )}
    </div>
  )
}
