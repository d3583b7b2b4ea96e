"use client"

import { Toaster, toast } from "sonner"

/** Spec section 8: success and info toasts close after 3 s; an error stays until the shopper closes it. */
const SHORT_TOAST_MS = 3000

export const notify = {
  success: (message: string) => toast.success(message, { duration: SHORT_TOAST_MS }),
  info: (message: string) => toast.info(message, { duration: SHORT_TOAST_MS }),
  error: (message: string) => toast.error(message, { duration: Infinity, closeButton: true }),
}

export function ToastArea() {
  return <Toaster position="top-right" richColors toastOptions={{ classNames: { toast: "font-sans" } }} />
}

/** The message a failed call should show: the server's, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}
