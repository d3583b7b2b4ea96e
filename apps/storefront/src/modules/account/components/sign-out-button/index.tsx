"use client"

import { useState } from "react"
import { errorMessage, notify } from "@lib/context/toasts"
import { useSession } from "@lib/hooks/use-session"

export default function SignOutButton({ className }: { className?: string }) {
  const { signOut } = useSession()
  const [pending, setPending] = useState(false)
  const onClick = async () => {
    setPending(true)
    try {
      await signOut()
    } catch (error) {
      notify.error(errorMessage(error, "Signing out did not work. Try again."))
      setPending(false)
    }
  }
  return (
    <button type="button" onClick={onClick} disabled={pending} className={className} data-testid="sign-out">
      {pending ? "Signing out…" : "Sign out"}
    </button>
  )
}
