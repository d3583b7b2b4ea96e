// One Lighthouse run (mobile, its default simulated throttling) in Debian's Chromium.
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
const FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]

/** Scores (0–100) for the four categories, and LCP, TBT (ms), CLS and transferred bytes. */
export async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS })
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    })
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100)
    const audit = (id) => lhr.audits[id].numericValue
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      tbtMs: Math.round(audit("total-blocking-time")),
      cls: Number(audit("cumulative-layout-shift").toFixed(3)),
      transferKb: Math.round(audit("total-byte-weight") / 1024),
    }
  } finally {
    await chrome.kill()
  }
}
