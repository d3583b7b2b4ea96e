"use client"

import dynamic from "next/dynamic"

/**
 * Spec section 8: success and info toasts close after 3 s; an error stays until the shopper closes it,
 * except where the spec gives it a time of its own (a failed add to cart: 3 s).
 */
export const SHORT_TOAST_MS = 3000

// The toast library loads after the page is interactive: no toast is shown before a shopper acts.
const sonner = () => import("sonner")
const Toaster = dynamic(() => sonner().then((module) => module.Toaster), { ssr: false })

export const notify = {
  success: (message: string) => void sonner().then(({ toast }) => toast.success(message, { duration: SHORT_TOAST_MS })),
  info: (message: string) => void sonner().then(({ toast }) => toast.info(message, { duration: SHORT_TOAST_MS })),
  error: (message: string, { durationMs = Infinity }: { durationMs?: number } = {}) =>
    void sonner().then(({ toast }) => toast.error(message, { duration: durationMs, closeButton: true })),
}

export function ToastArea() {
  return <Toaster position="top-right" richColors />
}

/** The message a failed call should show: the server's, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}
