import type { Page } from "playwright-core"
import { addToCart as addToCartAt } from "../scripts/lib/storefront-checkout.mjs"
import { storefrontUrl } from "./browser"

// The checkout's steps are written once, for these journeys and the bench's "Place order" timing.
export { chooseShippingAndPay, fillAddress } from "../scripts/lib/storefront-checkout.mjs"

/** Adds a tea from its page and waits for the cart dropdown. */
export const addToCart = (page: Page, handle: string) => addToCartAt(page, storefrontUrl(), handle)
