/**
 * The record a store route's path names as its third segment: the cart of /store/carts/:id[/...], the
 * order of /store/orders/:id[/...], and the same under the v1 store API (/v1/store/carts/:id[/...]).
 * Read from the path, as a regex matcher's middleware has no req.params yet; empty when the path names none.
 */
export const idInStorePath = (path: string) => decodeURIComponent(path.replace(/^\/v1(?=\/)/, "").split("/")[3] ?? "")
