/**
 * Deterministic, self-contained SVG illustrations for Leafline's seed
 * catalogue: a tea bowl or cup with leaves (or flowers) around it for each
 * product, and a leafy sprig for each tea type.
 *
 * Pure functions, no Medusa imports, no text, no fonts, no external
 * references. The same input always gives the same SVG; the arrangement of
 * the leaves is seeded from the product handle.
 */

import type { TeaTypeName } from "./catalogue"

interface Palette {
  /** background gradient, top to bottom */
  bg: [string, string]
  /** soft disc behind the scene */
  disc: string
  /** table / ground band */
  table: string
  /** bowl glaze: light, base, dark */
  glaze: [string, string, string]
  /** inside wall of the bowl */
  inner: string
  /** tea liquor */
  liquor: string
  /** leaf colours */
  leaves: string[]
  /** leaf veins */
  vein: string
  steam: string
  /** decorative accent (bowl band, small dots) */
  accent: string
}

const PALETTES: Record<TeaTypeName, Palette> = {
  Green: {
    bg: ["#e4eed8", "#cfe0bd"],
    disc: "#bcd6a0",
    table: "#a9c58c",
    glaze: ["#4b5e55", "#2f3f38", "#1c2824"],
    inner: "#e9e4d4",
    liquor: "#a6c34f",
    leaves: ["#3f7a3a", "#5e9c45", "#2d5e34", "#7fb356"],
    vein: "#d8eab8",
    steam: "#ffffff",
    accent: "#c9d98f",
  },
  Black: {
    bg: ["#8c4a26", "#5f2a16"],
    disc: "#a85e2e",
    table: "#4a1f10",
    glaze: ["#fbf3e4", "#eadbc2", "#c9b392"],
    inner: "#f6ecda",
    liquor: "#9a3a14",
    leaves: ["#2e1a10", "#4a2614", "#d79a52", "#b8743a"],
    vein: "#e8b97a",
    steam: "#fde7c8",
    accent: "#b0522a",
  },
  Oolong: {
    bg: ["#eec77a", "#d9a24c"],
    disc: "#f6dba0",
    table: "#c48a3a",
    glaze: ["#4f938b", "#2f6f68", "#1d4b46"],
    inner: "#f4ead3",
    liquor: "#d49a2a",
    leaves: ["#3d6b45", "#5b8a4e", "#7a5a2b", "#2f6f68"],
    vein: "#f3e0a8",
    steam: "#fff6e0",
    accent: "#e8c36a",
  },
  White: {
    bg: ["#f6f2ea", "#e7e3da"],
    disc: "#d6dfe0",
    table: "#d2cec3",
    glaze: ["#7f909b", "#5d6d78", "#3f4c55"],
    inner: "#f7f4ec",
    liquor: "#ecd79a",
    leaves: ["#8fa596", "#6f8a7b", "#a3b5a2", "#7f9a94"],
    vein: "#f4f6f2",
    steam: "#ffffff",
    accent: "#c9d2d6",
  },
  "Pu-erh": {
    bg: ["#4a2c2a", "#2b1a1e"],
    disc: "#5e3544",
    table: "#22141a",
    glaze: ["#d7b896", "#b98f66", "#8a6444"],
    inner: "#e6d3b8",
    liquor: "#5a1a0e",
    leaves: ["#a8714a", "#8b5a3c", "#c48c5c", "#6e4430"],
    vein: "#f0cfa4",
    steam: "#e9d2c4",
    accent: "#7d4a5c",
  },
  Herbal: {
    bg: ["#f7e6dc", "#efd0c4"],
    disc: "#e8b4a2",
    table: "#d99a86",
    glaze: ["#4d5f86", "#36466b", "#242f4a"],
    inner: "#f7efe4",
    liquor: "#d9a43a",
    leaves: ["#4f8a4a", "#6fa35a", "#3b6e45"],
    vein: "#e2f0c8",
    steam: "#ffffff",
    accent: "#f0c36a",
  },
}

interface Flower {
  petal: string
  edge: string
  centre: string
  liquor: string
  /** number of petals and petal half-width */
  petals: number
  width: number
}

const FLOWERS: Record<string, Flower> = {
  chamomile: { petal: "#fffdf6", edge: "#d9b98a", centre: "#f2b51d", liquor: "#e3b448", petals: 12, width: 7 },
  hibiscus: { petal: "#c2183a", edge: "#7e0c25", centre: "#5a0a1c", liquor: "#a3122e", petals: 5, width: 17 },
  butterfly: { petal: "#2f48c4", edge: "#1b2a7a", centre: "#f4e7b0", liquor: "#3646b8", petals: 5, width: 16 },
  rose: { petal: "#e77a8e", edge: "#b94a61", centre: "#f6d26b", liquor: "#d2563f", petals: 5, width: 18 },
  calendula: { petal: "#f39a1e", edge: "#c26a0c", centre: "#8a4a0c", liquor: "#e0a030", petals: 10, width: 8 },
}
const FLOWER_KEYS = Object.keys(FLOWERS)

/** FNV-1a 32-bit string hash. */
function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32 PRNG: a small, fast, deterministic generator in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Round to one decimal for compact output. */
function n(v: number): string {
  const r = Math.round(v * 10) / 10
  return String(Object.is(r, -0) ? 0 : r)
}

/** Scale factor with two decimals, never zero. */
function sc(s: number): string {
  return String(Math.max(0.05, Math.round(s * 100) / 100))
}

function pick<T>(rand: () => number, list: T[]): T {
  return list[Math.floor(rand() * list.length) % list.length]
}

function flowerFor(handle: string, rand: () => number): Flower {
  for (const key of FLOWER_KEYS) {
    if (handle.includes(key)) {
      return FLOWERS[key]
    }
  }
  return FLOWERS[pick(rand, FLOWER_KEYS)]
}

const OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">'

/** Shared definitions: background gradient, leaf, vein, bud and flower shapes. */
function defs(p: Palette, fl: Flower | null, extra = ""): string {
  const count = fl ? fl.petals : 6
  const petals = Array.from({ length: count }, (_, k) =>
    `<ellipse cy="-26" rx="${fl ? fl.width : 13}" ry="26" transform="rotate(${n((k * 360) / count)})"/>`
  ).join("")
  return (
    "<defs>" +
    `<linearGradient id="bg" x2="0" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>` +
    '<path id="l" stroke="none" d="M0-50C24-32 28 12 0 50C-26 14-24-30 0-50Z"/>' +
    '<path id="v" fill="none" d="M0-40Q5 0 0 44"/>' +
    '<path id="b" d="M0-50C15-30 14 28 0 50C-14 28-15-30 0-50Z"/>' +
    `<g id="f">${petals}</g>` +
    extra +
    "</defs>"
  )
}

/** A leaf centred at (x, y), pointing at `deg` degrees (0 = up). */
function leaf(x: number, y: number, deg: number, s: number, fill: string, vein: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)}) scale(${sc(s)})" fill="${fill}" stroke="${vein}" stroke-width="3" stroke-linecap="round"><use href="#l"/><use href="#v"/></g>`
}

/** A downy white-tea bud. */
function bud(x: number, y: number, deg: number, s: number, fill: string, edge: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)}) scale(${sc(s)})" fill="${fill}" stroke="${edge}" stroke-width="3.5" stroke-linecap="round"><use href="#b"/><use href="#v" transform="scale(.8)" opacity=".6"/></g>`
}

/** A rolled oolong pearl. */
function pearl(x: number, y: number, r: number, fill: string, hi: string): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>` +
    `<path d="M${n(x - r * 0.55)} ${n(y - r * 0.1)}q${n(r * 0.5)} ${n(-r * 0.6)} ${n(r)} ${n(-r * 0.2)}" stroke="${hi}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`
  )
}

/** A flower (six petals) with a centre. */
function flower(x: number, y: number, deg: number, s: number, f: Flower): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)}) scale(${sc(s)})">` +
    `<use href="#f" fill="${f.petal}" stroke="${f.edge}" stroke-width="2.5"/>` +
    `<circle r="13" fill="${f.centre}"/></g>`
  )
}

/** A pressed pu-erh cake seen from above. */
function cake(x: number, y: number, r: number, p: Palette): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${p.leaves[1]}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.82)}" fill="none" stroke="${p.leaves[2]}" stroke-width="3" stroke-dasharray="14 10" opacity=".7"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.5)}" fill="none" stroke="${p.leaves[3]}" stroke-width="3" stroke-dasharray="9 12" opacity=".8"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.14)}" fill="${p.leaves[3]}"/>`
  )
}

/** Pick the motif (leaf, bud, flower, pearl) for the i-th scattered item. */
function motif(
  type: TeaTypeName,
  p: Palette,
  fl: Flower | null,
  i: number,
  x: number,
  y: number,
  deg: number,
  s: number,
  rand: () => number
): string {
  const colour = pick(rand, p.leaves)
  if (type === "Herbal" && fl && i % 2 === 0) {
    return flower(x, y, deg, s * 0.95, fl)
  }
  if (type === "White" && i % 3 !== 2) {
    return bud(x, y, deg, s * 0.9, pick(rand, ["#f3f5f0", "#e6ece8", "#fbfbf7"]), p.leaves[1])
  }
  if (type === "Oolong" && i % 3 === 1) {
    return pearl(x, y, 16 + s * 10, colour, p.vein)
  }
  return leaf(x, y, deg, s, colour, p.vein)
}

/**
 * The product illustration: a bowl or cup of tea with leaves (or flowers,
 * buds, pearls) scattered around it. Arrangement is seeded from the handle.
 */
export function teaArtSvg(tea: { title: string; type: TeaTypeName; handle: string }): string {
  const p = PALETTES[tea.type] ?? PALETTES.Green
  const rand = prng(hashString(`${tea.type}:${tea.handle}`))
  const fl = tea.type === "Herbal" ? flowerFor(tea.handle, rand) : null
  const liquor = fl ? fl.liquor : p.liquor
  const cup = rand() < 0.5
  const out: string[] = []

  // Bowl glaze gradient (left highlight to right shade) and the liquor sheen.
  const extra =
    `<linearGradient id="g"><stop offset="0" stop-color="${p.glaze[0]}"/><stop offset=".5" stop-color="${p.glaze[1]}"/><stop offset="1" stop-color="${p.glaze[2]}"/></linearGradient>` +
    `<radialGradient id="q" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></radialGradient>`
  out.push(OPEN, defs(p, fl, extra))
  out.push('<rect width="800" height="800" fill="url(#bg)"/>')

  // Soft disc and a thin ring behind the scene.
  const dx = (rand() - 0.5) * 160
  const dy = (rand() - 0.5) * 80
  const dr = 230 + rand() * 60
  out.push(`<circle cx="${n(400 + dx)}" cy="${n(310 + dy)}" r="${n(dr)}" fill="${p.disc}"/>`)
  out.push(
    `<circle cx="${n(400 - dx * 0.6)}" cy="${n(300 - dy)}" r="${n(dr + 40)}" fill="none" stroke="${p.accent}" stroke-width="2" opacity=".6"/>`
  )

  // Table.
  out.push(`<rect y="${cup ? 600 : 610}" width="800" height="200" fill="${p.table}"/>`)

  // Pu-erh: a pressed cake leaning in the background.
  if (tea.type === "Pu-erh") {
    const left = rand() < 0.5
    out.push(cake(left ? 135 : 665, 520, 110, p))
  }

  // Scattered leaves around (not over) the bowl.
  const placed: { x: number; y: number; r: number }[] = []
  const count = 6 + Math.floor(rand() * 4)
  for (let i = 0, tries = 0; placed.length < count && tries < 400; tries++) {
    const s = 0.7 + rand() * 0.6
    const r = 50 * s
    const x = 50 + r + rand() * (700 - 2 * r)
    const y = 50 + r + rand() * (500 - r)
    const deg = rand() * 360
    if (y + r > 380 && Math.abs(x - 400) < 250 + r * 0.6) continue
    if (tea.type === "Pu-erh" && y + r > 390 && (x < 290 || x > 510)) continue
    if (placed.some((o) => Math.hypot(o.x - x, o.y - y) < (o.r + r) * 0.85)) continue
    placed.push({ x, y, r })
    out.push(motif(tea.type, p, fl, i++, x, y, deg, s, rand))
  }

  // Bowl or cup.
  if (cup) {
    out.push('<ellipse cx="400" cy="625" rx="250" ry="26" fill="#000" opacity=".16"/>')
    out.push(`<ellipse cx="400" cy="608" rx="235" ry="36" fill="${p.glaze[0]}"/>`)
    out.push(`<ellipse cx="400" cy="604" rx="160" ry="22" fill="${p.glaze[1]}" opacity=".5"/>`)
    out.push(
      `<path d="M536 468c78-22 96 84 4 104" fill="none" stroke="${p.glaze[1]}" stroke-width="20" stroke-linecap="round"/>`
    )
    out.push('<path d="M250 440C250 535 310 598 400 598C490 598 550 535 550 440Z" fill="url(#g)"/>')
    out.push(
      `<path d="M255 488C320 520 480 520 545 488" fill="none" stroke="${p.accent}" stroke-width="7" opacity=".8"/>`
    )
    out.push(`<ellipse cx="400" cy="440" rx="150" ry="30" fill="${p.inner}"/>`)
    out.push(`<ellipse cx="400" cy="446" rx="134" ry="22" fill="${liquor}"/>`)
    out.push('<ellipse cx="400" cy="446" rx="134" ry="22" fill="url(#q)"/>')
    out.push(`<ellipse cx="400" cy="440" rx="150" ry="30" fill="none" stroke="${p.glaze[0]}" stroke-width="4"/>`)
  } else {
    out.push('<ellipse cx="400" cy="632" rx="205" ry="20" fill="#000" opacity=".16"/>')
    out.push(`<path d="M346 600h108l-8 30h-92Z" fill="${p.glaze[2]}"/>`)
    out.push('<path d="M212 450C218 560 300 615 400 615C500 615 582 560 588 450Z" fill="url(#g)"/>')
    const band = 500 + rand() * 40
    out.push(
      `<path d="M${n(218 + (band - 500) * 0.15)} ${n(band)}C300 ${n(band + 40)} 500 ${n(band + 40)} ${n(582 - (band - 500) * 0.15)} ${n(band)}" fill="none" stroke="${p.accent}" stroke-width="8" opacity=".8"/>`
    )
    out.push(`<ellipse cx="400" cy="450" rx="188" ry="38" fill="${p.inner}"/>`)
    out.push(`<ellipse cx="400" cy="457" rx="168" ry="29" fill="${liquor}"/>`)
    out.push('<ellipse cx="400" cy="457" rx="168" ry="29" fill="url(#q)"/>')
    out.push(`<ellipse cx="400" cy="450" rx="188" ry="38" fill="none" stroke="${p.glaze[0]}" stroke-width="5"/>`)
  }

  // A small leaf or petal floating on the surface.
  const fx = 400 + (rand() - 0.5) * 120
  const fy = cup ? 447 : 458
  if (fl) {
    out.push(
      `<g transform="translate(${n(fx)} ${fy}) scale(.55 .2)"><use href="#f" fill="${fl.petal}" stroke="${fl.edge}" stroke-width="4"/></g>`
    )
  } else {
    out.push(
      `<g transform="translate(${n(fx)} ${fy}) scale(1 .3) rotate(${n(60 + rand() * 60)}) scale(.42)" fill="${p.leaves[0]}" stroke="${p.vein}" stroke-width="3"><use href="#l"/><use href="#v"/></g>`
    )
  }

  // Steam.
  const strands = 2 + Math.floor(rand() * 2)
  for (let k = 0; k < strands; k++) {
    const x = 400 + (k - (strands - 1) / 2) * 56 + (rand() - 0.5) * 16
    const h = 70 + rand() * 30
    const w = 18 + rand() * 10
    const y0 = cup ? 415 : 425
    out.push(
      `<path d="M${n(x)} ${y0}c${n(-w)} ${n(-h * 0.4)} ${n(w)} ${n(-h * 0.6)} 0 ${n(-h)}s${n(w)} ${n(-h * 0.6)} 0 ${n(-h)}" fill="none" stroke="${p.steam}" stroke-width="9" stroke-linecap="round" opacity=".45"/>`
    )
  }

  // One or two leaves lying on the table in front.
  const front = 1 + Math.floor(rand() * 2)
  for (let k = 0; k < front; k++) {
    const side = (k === 0) === rand() < 0.5 ? -1 : 1
    const x = 400 + side * (250 + rand() * 90)
    const y = 690 + rand() * 50
    const deg = side * (60 + rand() * 40)
    out.push(motif(tea.type, p, fl, k * 3 + 2, x, y, deg, 0.8 + rand() * 0.3, rand))
  }

  out.push("</svg>")
  return out.join("")
}

/**
 * The category tile for a tea type: a leafy sprig (with buds, pearls,
 * flowers or a pressed cake depending on the type) on the type's palette.
 */
export function teaTypeArtSvg(type: TeaTypeName): string {
  const p = PALETTES[type] ?? PALETTES.Green
  const rand = prng(hashString(`type:${type}`))
  const fl = type === "Herbal" ? FLOWERS[pick(rand, ["chamomile", "hibiscus", "butterfly"])] : null
  const out: string[] = [OPEN, defs(p, fl), '<rect width="800" height="800" fill="url(#bg)"/>']
  out.push(`<circle cx="400" cy="400" r="290" fill="${p.disc}"/>`)
  out.push(`<circle cx="400" cy="400" r="330" fill="none" stroke="${p.accent}" stroke-width="2" opacity=".7"/>`)

  if (type === "Pu-erh") {
    out.push(cake(400, 400, 235, p))
  }

  // Stem: a gentle quadratic curve from the bottom up to the bud.
  const x0 = 360
  const y0 = 700
  const cx = 330 + rand() * 50
  const cy = 400
  const x1 = 460 + rand() * 30
  const y1 = 150
  const stemColour = type === "Pu-erh" ? p.vein : type === "Black" ? p.leaves[2] : p.leaves[0]
  out.push(
    `<path d="M${x0} ${y0}Q${n(cx)} ${cy} ${n(x1)} ${y1}" fill="none" stroke="${stemColour}" stroke-width="11" stroke-linecap="round"/>`
  )

  const at = (t: number) => {
    const u = 1 - t
    return {
      x: u * u * x0 + 2 * u * t * cx + t * t * x1,
      y: u * u * y0 + 2 * u * t * cy + t * t * y1,
      dx: 2 * u * (cx - x0) + 2 * t * (x1 - cx),
      dy: 2 * u * (cy - y0) + 2 * t * (y1 - cy),
    }
  }
  const heading = (pt: { dx: number; dy: number }) => (Math.atan2(pt.dx, -pt.dy) * 180) / Math.PI

  const steps = [0.22, 0.36, 0.5, 0.64, 0.78, 0.9]
  steps.forEach((t, i) => {
    const pt = at(t)
    const side = i % 2 === 0 ? -1 : 1
    const deg = heading(pt) + side * (50 + rand() * 12)
    const s = 1.95 - t * 1.05
    const rad = (deg * Math.PI) / 180
    const x = pt.x + Math.sin(rad) * 48 * s
    const y = pt.y - Math.cos(rad) * 48 * s
    if (fl && i % 2 === 1) {
      out.push(flower(x, y, rand() * 60, s * 0.95, fl))
    } else if (type === "White" && t > 0.6) {
      out.push(bud(x, y, deg, s * 0.9, "#f6f7f2", p.leaves[1]))
    } else {
      const colours = type === "Pu-erh" ? ["#e2b483", "#cf9564"] : p.leaves
      out.push(leaf(x, y, deg, s, colours[i % 2], type === "Pu-erh" ? "#7a4a32" : p.vein))
    }
  })

  // The bud (or a flower) at the tip.
  const tip = at(1)
  const tipDeg = heading(tip)
  const tr = (tipDeg * Math.PI) / 180
  if (fl) {
    out.push(flower(tip.x, tip.y - 20, rand() * 60, 1.5, fl))
  } else {
    const fill = type === "White" ? "#fbfbf7" : p.leaves[3] ?? p.leaves[0]
    const edge = type === "White" ? p.leaves[1] : p.vein
    out.push(bud(tip.x + Math.sin(tr) * 40, tip.y - Math.cos(tr) * 40, tipDeg, 0.85, fill, edge))
  }

  // Loose leaves (pearls, a flower) resting at the lower right.
  if (type === "Oolong") {
    out.push(pearl(530, 600, 30, p.leaves[0], p.vein))
    out.push(pearl(592, 566, 24, p.leaves[2], p.vein))
    out.push(pearl(578, 632, 21, p.leaves[3], p.vein))
  } else if (fl) {
    out.push(flower(585, 575, rand() * 60, 1.1, fl))
  } else if (type !== "Pu-erh") {
    out.push(leaf(575, 560, 105 + rand() * 20, 1.15, p.leaves[2] ?? p.leaves[0], p.vein))
    out.push(leaf(530, 640, 70 + rand() * 20, 0.9, p.leaves[1], p.vein))
  }

  out.push("</svg>")
  return out.join("")
}
