// Debian's Chromium, headless, with the flags this machine's closed network needs: for the e2e journeys
// (e2e/browser.ts) and the bench's timing of "Place order".
import fs from "node:fs"
import { chromium } from "playwright-core"

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]

export function launchChromium() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`)
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS })
}
