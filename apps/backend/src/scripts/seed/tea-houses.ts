/**
 * The tea houses selling through Leafline (the spec's seller stores). Each ships from its own
 * warehouse; a tea belongs to the house that imports teas from its country of origin.
 * Pure data, no Medusa imports.
 */
import type { TeaSeed } from "./catalogue"

export interface TeaHouseSeed {
  handle: string
  name: string
  description: string
  /** Hue of the generated logo. */
  hue: number
  warehouse: { name: string; address_1: string; city: string; postal_code: string; country_code: string }
  /** Countries of origin this house imports from; the last house takes every other country. */
  origins: string[]
}

export const TEA_HOUSES: TeaHouseSeed[] = [
  {
    handle: "jade-mountain",
    name: "Jade Mountain Tea Traders",
    description:
      "A family importer buying directly from farms in Fujian, Yunnan and Zhejiang since 1998: greens, whites, rock oolongs and aged pu-erh, each lot tasted at origin before it is shipped.",
    hue: 150,
    warehouse: { name: "Jade Mountain warehouse", address_1: "Kantstraße 112", city: "Berlin", postal_code: "10627", country_code: "DE" },
    origins: ["China"],
  },
  {
    handle: "morning-mist",
    name: "Morning Mist Teahouse",
    description:
      "Specialists in Japanese and Taiwanese tea: shaded gyokuro, stone-ground matcha and high-mountain oolongs, vacuum-packed in small batches in Amsterdam.",
    hue: 95,
    warehouse: { name: "Morning Mist warehouse", address_1: "Prinsengracht 263", city: "Amsterdam", postal_code: "1016 GV", country_code: "NL" },
    origins: ["Japan", "Taiwan"],
  },
  {
    handle: "hamburg-tea-kontor",
    name: "Hamburg Tea Kontor",
    description:
      "Blenders and estate merchants in the Speicherstadt: Darjeeling and Assam flushes, Ceylon highgrowns and caffeine-free infusions from four continents.",
    hue: 25,
    warehouse: { name: "Hamburg Tea Kontor warehouse", address_1: "Am Sandtorkai 50", city: "Hamburg", postal_code: "20457", country_code: "DE" },
    origins: ["India", "Sri Lanka"],
  },
]

/** The house a tea is sold by: the one importing from its country, else the last (the blenders). */
export function teaHouseOf(tea: Pick<TeaSeed, "origin">): TeaHouseSeed {
  return TEA_HOUSES.find((house) => house.origins.includes(tea.origin.country)) ?? TEA_HOUSES[TEA_HOUSES.length - 1]
}

/** A round monogram logo in the house's colour. */
export function teaHouseLogoSvg(house: Pick<TeaHouseSeed, "name" | "hue">): string {
  const initials = house.name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join("")
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${house.name}">`,
    `<circle cx="60" cy="60" r="58" fill="hsl(${house.hue} 35% 28%)"/>`,
    `<circle cx="60" cy="60" r="50" fill="none" stroke="hsl(${house.hue} 40% 70%)" stroke-width="2"/>`,
    `<text x="60" y="73" text-anchor="middle" font-family="Georgia, serif" font-size="38" fill="hsl(${house.hue} 45% 90%)">${initials}</text>`,
    `</svg>`,
  ].join("")
}
