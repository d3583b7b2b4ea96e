/** The look the account forms share: labelled fields, the error line, the main button. */
export const inputClass = "mt-1 h-11 w-full rounded-xl border border-leaf-200 bg-white px-3"
export const primaryButtonClass =
  "flex h-12 items-center justify-center rounded-full bg-leaf-700 px-6 font-semibold text-white hover:bg-leaf-800 disabled:opacity-70"

export function TextField({
  label,
  name,
  type = "text",
  autoComplete,
  required = true,
  defaultValue,
}: {
  label: string
  name: string
  type?: string
  autoComplete: string
  required?: boolean
  defaultValue?: string
}) {
  return (
    <label className="block text-sm font-medium">
      {label}
      <input name={name} type={type} autoComplete={autoComplete} required={required} defaultValue={defaultValue} className={inputClass} />
    </label>
  )
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="form-error">
      {message}
    </p>
  )
}
