// The checkout as a shopper sees it: guests in Chromium, one after another, each adding a tea on its page
// and checking out; what is timed is the click on "Place order" until the confirmation shows the order.
import { loadRunFigures } from "./bench-stats.mjs"
import { launchChromium } from "./chromium.mjs"
import { timePlacingAnOrder } from "./storefront-checkout.mjs"

export const PLACE_ORDER_ROW = "Chromium: Place order to confirmation, 1 house"
export const ORDERS_PER_RUN = 6

/** One run of `orders` guests buying the tea `handle`: the run's figures, and the ids of the orders placed. */
export async function placeOrderRun(stack, handle, orders = ORDERS_PER_RUN) {
  const browser = await launchChromium()
  const times = []
  const orderIds = []
  let firstError
  try {
    for (let i = 0; i < orders; i++) {
      const context = await browser.newContext()
      try {
        const page = await context.newPage()
        times.push(await timePlacingAnOrder(page, stack.storefrontUrl, handle))
        orderIds.push(...new URL(page.url()).searchParams.get("ids").split(","))
      } catch (error) {
        firstError ??= error.message
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  const seconds = times.reduce((sum, ms) => sum + ms, 0) / 1000
  return { figures: loadRunFigures({ latencies: times, durationSeconds: seconds || 1, errors: orders - times.length }), orderIds, firstError }
}
