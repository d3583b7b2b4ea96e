#!/usr/bin/env node
// `node scripts/first-load-js.mjs [--stack <file>] [--chunks] [path ...]`: the JavaScript each page's HTML
// loads at once, gzipped, from a running shop (default pages: /, /teas, the first listed tea).
import { measureFirstLoad } from "./lib/first-load-js.mjs"
import { readRunningStack, stackFileFrom } from "./lib/running-stack.mjs"

const args = process.argv.slice(2)
const stack = readRunningStack(stackFileFrom(args), "first-load-js")
const base = stack.storefrontUrl
const listChunks = args.includes("--chunks")
const paths = args.filter((arg, i) => arg.startsWith("/") && args[i - 1] !== "--stack")

async function firstTeaPath() {
  const html = await (await fetch(`${base}/teas`)).text()
  const handle = /href="\/teas\/([^"?/]+)"/.exec(html)?.[1]
  if (!handle) throw new Error("no tea linked from /teas")
  return `/teas/${handle}`
}

const kib = (bytes) => (bytes / 1024).toFixed(1)
for (const path of paths.length ? paths : ["/", "/teas", await firstTeaPath()]) {
  const { scripts, gzipped } = await measureFirstLoad(`${base}${path}`)
  console.log(`${path}: ${scripts.length} scripts, ${kib(gzipped)} KiB gzipped`)
  if (listChunks) for (const s of [...scripts].sort((a, b) => b.gzipped - a.gzipped)) console.log(`  ${kib(s.gzipped).padStart(6)} KiB  ${s.src}`)
}
