/** The login page's three views (spec sections 2 and 4); the URL holds the view, so Back returns to it. */
export type LoginView = "sign-in" | "register" | "reset"

const VIEWS: readonly LoginView[] = ["sign-in", "register", "reset"]

/** The view a `?view=` parameter asks for; anything else is sign-in, the view a sign-out resets to. */
export function loginViewFrom(param: string | string[] | undefined | null): LoginView {
  const value = Array.isArray(param) ? param[0] : param
  return VIEWS.find((view) => view === value) ?? "sign-in"
}

/**
 * Where to go after signing in: the page that sent the shopper to sign in, if it is a path of this shop.
 * Anything else (another site, `//evil.example`, a backslash trick, the login page itself) goes to the
 * account overview.
 */
export function safeReturnPath(next: string | string[] | undefined | null, fallback = "/account"): string {
  const value = Array.isArray(next) ? next[0] : next
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback
  if (/[\u0000-\u001f]/.test(value)) return fallback
  if (value === "/account/login" || value.startsWith("/account/login?") || value.startsWith("/account/reset-password")) {
    return fallback
  }
  return value
}

/** The login page in a view, remembering where to return. */
export function loginHref(view: LoginView, returnPath?: string): string {
  const params = new URLSearchParams()
  if (view !== "sign-in") params.set("view", view)
  if (returnPath && returnPath !== "/account") params.set("next", returnPath)
  const query = params.toString()
  return query ? `/account/login?${query}` : "/account/login"
}

/** The account pages, which need a customer; the login and reset pages are the ones that do not. */
export function requiresSession(pathname: string): boolean {
  if (pathname !== "/account" && !pathname.startsWith("/account/")) return false
  return !["/account/login", "/account/reset-password"].some((open) => pathname === open || pathname.startsWith(`${open}/`))
}
