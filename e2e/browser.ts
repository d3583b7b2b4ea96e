import fs from "node:fs"
import { chromium, type Browser, type Page } from "playwright-core"
import { afterAll, beforeAll } from "vitest"

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium"

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`)
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  })
}

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

/**
 * Waits until React has hydrated the page, so its controls answer clicks, and has put every streamed
 * part of it in place: until then such a part stands twice in the document, once in the hidden
 * container it arrived in (`<div hidden id="S:0">`), even after the HTML stream has ended.
 */
export async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" })
  await page.waitForFunction(() => document.readyState === "complete" && !document.querySelector('div[hidden][id^="S:"]'))
}

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

/** The amounts of the prices shown, as numbers ("€1,234.50" → 1234.5). */
export function amounts(prices: string[]): number[] {
  return prices.map((price) => Number(price.replace(/[^\d.]/g, "")))
}
