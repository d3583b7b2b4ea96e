/** The country whose prices a shopper sees before choosing one (and whenever their choice is not sold to). */
export const DEFAULT_COUNTRY = (process.env.DEFAULT_COUNTRY_CODE || "de").toLowerCase()
