import "client-only"
/**
 * The storefront server's own auth routes (app/auth/*): they talk to the back end and keep the token in an
 * HttpOnly cookie, so these calls answer without it. A refusal throws an Error with the server's message.
 */
async function authCall<T>(path: string, method: "POST" | "DELETE", body?: object): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: body ? { "content-type": "application/json" } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    credentials: "same-origin",
  })
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string }
  if (!response.ok) throw new Error(answer.message || `Request failed with status code ${response.status}`)
  return answer
}

export type RegistrationFields = { first_name: string; last_name: string; email: string; password: string; phone?: string }

export const signInWithPassword = (email: string, password: string) => authCall("/auth/session", "POST", { email, password })
export const registerCustomer = (fields: RegistrationFields) => authCall("/auth/register", "POST", fields)
export const endSession = () => authCall("/auth/session", "DELETE")
export const requestPasswordReset = (email: string) => authCall<{ message: string }>("/auth/password-reset", "POST", { email })
export const changePassword = (change: { current_password: string; new_password: string }) =>
  authCall("/auth/password-change", "POST", change)
export const setNewPassword = (fields: { email: string; token: string; password: string }) =>
  authCall("/auth/password", "POST", fields)
