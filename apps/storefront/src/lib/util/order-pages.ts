/** Spec section 9: a customer's orders, 10 a page, with offset paging. */
export const ORDERS_PER_PAGE = 10

/** The page a `?page=` parameter asks for (1 for anything that is not a whole number from 1). */
export function orderPageFrom(param: string | string[] | undefined): number {
  const page = Number(Array.isArray(param) ? param[0] : param)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

export function orderPageQuery(page: number, perPage = ORDERS_PER_PAGE): { limit: number; offset: number } {
  return { limit: perPage, offset: (page - 1) * perPage }
}

export function orderPageCount(count: number, perPage = ORDERS_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage))
}

export function orderPageHref(page: number): string {
  return page > 1 ? `/account/orders?page=${page}` : "/account/orders"
}
