/**
 * The back end keeps some limits per client (the sign-in throttle, the lookup and promotion-code throttles).
 * Calls the storefront's server makes on a shopper's behalf name the shopper's address in CLIENT_HEADER,
 * vouched for in STOREFRONT_SECRET_HEADER with the secret only the storefront and the back end hold (a
 * browser can send neither for the back end to believe).
 */
export const CLIENT_HEADER = "x-leafline-client"
export const STOREFRONT_SECRET_HEADER = "x-leafline-storefront-secret"
