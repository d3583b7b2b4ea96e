/**
 * Medusa's confirm-return-receive workflow throws a plain `Error` ("Cannot receive the Return at location
 * undefined") when the return has no stock location, or one with no stock of its teas, before it writes
 * anything; its error handler answers that as a 500 "unknown error". A return staff create through the
 * admin API without `location_id` meets it (the shop's own returns always name the house's warehouse).
 */
const RECEIVE_LOCATION_ERROR = /^Cannot receive the Return at location (.*)$/

/** What staff can do about that failure, or `undefined` for any other error. */
export function receiveLocationRefusal(error: unknown): string | undefined {
  const message = (error as Error | undefined)?.message
  const location = typeof message === "string" ? RECEIVE_LOCATION_ERROR.exec(message)?.[1] : undefined
  if (location === undefined) return undefined
  const where = ["", "undefined", "null"].includes(location)
    ? "This return has no stock location to receive its items at"
    : `The stock location ${location} holds none of this return's items`
  return `${where}: set the return's location_id (POST /admin/returns/{id}) to a location that stocks them, then confirm the receipt again.`
}
