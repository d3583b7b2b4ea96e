import fs from "node:fs"
import { chromium, type Browser } from "playwright-core"

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

export function storefrontUrl(): string {
  const file = process.env.LEAFLINE_STACK_FILE
  if (!file || !fs.existsSync(file)) throw new Error("No running stack: run the e2e tests through `npm test`.")
  return JSON.parse(fs.readFileSync(file, "utf8")).storefrontUrl
}
