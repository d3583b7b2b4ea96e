"use client"

import { useEffect, useState } from "react"
import type { Toaster } from "sonner"

/**
 * Spec section 8: success and info toasts close after 3 s; an error stays until the shopper closes it,
 * except where the spec gives it a time of its own (a failed add to cart: 3 s).
 */
export const SHORT_TOAST_MS = 3000

// The toast library loads once the page has loaded and the browser is idle, or at the first toast if that
// comes sooner: no toast is shown before a shopper acts, and its script and first render then never share
// the page's load with hydration. A toast made before its area shows is kept by sonner and shown with it.
const sonner = () => import("sonner")
let showToastArea: (() => void) | null = null

function toast(show: (library: typeof import("sonner")) => void) {
  showToastArea?.()
  void sonner().then(show)
}

export const notify = {
  success: (message: string) => toast(({ toast }) => toast.success(message, { duration: SHORT_TOAST_MS })),
  info: (message: string) => toast(({ toast }) => toast.info(message, { duration: SHORT_TOAST_MS })),
  error: (message: string, { durationMs = Infinity }: { durationMs?: number } = {}) =>
    toast(({ toast }) => toast.error(message, { duration: durationMs, closeButton: true })),
}

/** Runs `task` when the browser is idle after the page's load event. */
function afterLoadIdle(task: () => void): () => void {
  let idle: number | undefined
  const whenIdle = () => {
    idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(task, { timeout: 2000 }) : window.setTimeout(task, 200)
  }
  if (document.readyState === "complete") whenIdle()
  else window.addEventListener("load", whenIdle, { once: true })
  return () => {
    window.removeEventListener("load", whenIdle)
    if (idle === undefined) return
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}

export function ToastArea() {
  const [ToasterArea, setToasterArea] = useState<typeof Toaster | null>(null)
  useEffect(() => {
    let mounted = true
    let asked = false
    const show = () => {
      if (asked) return
      asked = true
      void sonner().then((library) => mounted && setToasterArea(() => library.Toaster))
    }
    showToastArea = show
    const cancel = afterLoadIdle(show)
    return () => {
      mounted = false
      cancel()
      if (showToastArea === show) showToastArea = null
    }
  }, [])
  return ToasterArea ? <ToasterArea position="top-right" richColors /> : null
}

/** The message a failed call should show: the server's, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}
