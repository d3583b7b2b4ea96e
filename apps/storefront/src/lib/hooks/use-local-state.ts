"use client"

import { useCallback, useSyncExternalStore } from "react"
import { browserStorage, readJson, writeJson } from "@lib/util/local-state"

const listeners = new Set<() => void>()
const snapshots = new Map<string, { raw: string | null; value: unknown }>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab's change arrives as a storage event.
  window.addEventListener("storage", listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", listener)
  }
}

/**
 * A value kept in localStorage and shared by every component that reads it, in this tab and others.
 * The server renders with the fallback; the browser's value follows on hydration.
 */
export function useLocalState<T>(key: string, isValid: (value: unknown) => value is T, fallback: T) {
  const read = useCallback(() => {
    const raw = browserStorage()?.getItem(key) ?? null
    const cached = snapshots.get(key)
    if (cached && cached.raw === raw) return cached.value as T
    const value = readJson(browserStorage(), key, isValid, fallback)
    snapshots.set(key, { raw, value })
    return value
  }, [key, isValid, fallback])
  const value = useSyncExternalStore(subscribe, read, () => fallback)
  const write = useCallback(
    (next: T | null) => {
      writeJson(browserStorage(), key, next)
      listeners.forEach((listener) => listener())
    },
    [key],
  )
  return [value, write] as const
}
