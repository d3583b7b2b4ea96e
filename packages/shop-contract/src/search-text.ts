/** The longest search text the listing and the v1 catalogue take (each of its words is compared with the catalogue's when nothing matches). */
export const MAX_SEARCH_TEXT = 200
