/** A call to our admin routes from the back office, with the staff session cookie. Throws the server's message. */
export async function adminFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: init.body === undefined ? {} : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const body = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(body.message || `Request failed with status code ${response.status}`)
  return body as T
}

export interface SellerStore {
  id: string
  name: string
  handle: string
  description: string
  logo: string | null
}
