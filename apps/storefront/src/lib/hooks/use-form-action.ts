"use client"

import { useCallback, useRef, useState } from "react"
import { errorMessage } from "@lib/context/toasts"

/**
 * A form whose submit runs one action at a time: `pending` while it runs, and the server's message when it
 * fails (or the fallback, when there is none).
 */
export function useFormAction(action: (form: FormData) => Promise<void>, fallback = "That did not work. Try again.") {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const running = useRef(false)
  const onSubmit = useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (running.current) return
      running.current = true
      setPending(true)
      setError(null)
      try {
        await action(new FormData(event.currentTarget))
      } catch (failure) {
        setError(errorMessage(failure, fallback))
      } finally {
        running.current = false
        setPending(false)
      }
    },
    [action, fallback],
  )
  return { pending, error, onSubmit }
}

/** A text field of a submitted form ("" when absent). */
export const field = (form: FormData, name: string) => String(form.get(name) ?? "")
