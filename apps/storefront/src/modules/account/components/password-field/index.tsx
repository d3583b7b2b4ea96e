"use client"

import { useId, useState } from "react"
import { PASSWORD_RULES_TEXT, unmetPasswordRules } from "@leafline/shop-contract"
import { inputClass } from "../form-parts"

/**
 * A password input. For a new password its rules are shown before the shopper submits, and the field
 * says which one it misses.
 */
export default function PasswordField({
  label = "Password",
  name = "password",
  isNew = false,
}: {
  label?: string
  name?: string
  isNew?: boolean
}) {
  const rulesId = useId()
  const [value, setValue] = useState("")
  const [shown, setShown] = useState(false)
  const unmet = isNew && value ? unmetPasswordRules(value) : []
  return (
    <div>
      <label className="block text-sm font-medium">
        {label}
        <span className="relative mt-1 block">
          <input
            name={name}
            type={shown ? "text" : "password"}
            required
            autoComplete={isNew ? "new-password" : "current-password"}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-describedby={isNew ? rulesId : undefined}
            aria-invalid={unmet.length > 0 || undefined}
            className={`${inputClass} mt-0 pr-20`}
          />
          <button
            type="button"
            onClick={() => setShown(!shown)}
            className="absolute inset-y-0 right-2 my-auto h-8 rounded-full px-3 text-xs font-semibold text-leaf-700 hover:bg-leaf-100"
            aria-pressed={shown}
          >
            {shown ? "Hide" : "Show"}
            <span className="sr-only"> password</span>
          </button>
        </span>
      </label>
      {isNew && (
        <p id={rulesId} className={`mt-1 text-sm ${unmet.length ? "text-red-800" : "text-leaf-800"}`} data-testid="password-rules">
          {unmet.length ? unmet.join(" ") : PASSWORD_RULES_TEXT}
        </p>
      )}
    </div>
  )
}
