import fs from "node:fs"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { launchChromium } from "../scripts/lib/chromium.mjs"
import { waitForHydration } from "../scripts/lib/storefront-checkout.mjs"

export { launchChromium }

/** One Chromium for a test file: launched before its tests, closed after them. */
export function useChromium(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error("Chromium is not running: call useChromium() at the top of the test file")
    return browser
  }
}

export function storefrontUrl(): string {
  const file = process.env.LEAFLINE_STACK_FILE
  if (!file || !fs.existsSync(file)) throw new Error("No running stack: run the e2e tests through `npm test`.")
  return JSON.parse(fs.readFileSync(file, "utf8")).storefrontUrl
}

// Written once with the checkout steps, which the bench uses too.
export { waitForHydration }

export interface OpenOptions {
  width?: number
  height?: number
  cookies?: { name: string; value: string }[]
}

/** A fresh browser context (no storage, no cookies) on a storefront path; fails on any status but 200. */
export async function openPage(browser: Browser, path: string, { width = 1280, height = 900, cookies = [] }: OpenOptions = {}) {
  const context = await browser.newContext({ viewport: { width, height } })
  const url = storefrontUrl()
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url })))
  const page = await context.newPage()
  const response = await page.goto(url + path, { waitUntil: "domcontentloaded" })
  if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`)
  await waitForHydration(page)
  return { page, context }
}

/**
 * Resolves once the page has run every task queued before the call. A timer fired by `page.clock.runFor`
 * changes React state at once but React renders the change in a task of its own (its scheduler posts a
 * message): a check that something stayed as it was waits for that task first.
 */
export async function afterQueuedTasks(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
  )
}

/** The amounts of the prices shown, as numbers ("€1,234.50" → 1234.5). */
export function amounts(prices: string[]): number[] {
  return prices.map((price) => Number(price.replace(/[^\d.]/g, "")))
}
