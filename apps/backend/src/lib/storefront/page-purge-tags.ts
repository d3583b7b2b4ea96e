/**
 * Which of the storefront's cache tags (@leafline/shop-contract's CACHE_TAGS) an event makes stale.
 * Each event name maps to the tags it needs; the subscribers find the handles.
 */
import { CACHE_TAGS, houseTag, teaTag } from "@leafline/shop-contract"
import {
  ProductTypeWorkflowEvents,
  ProductVariantWorkflowEvents,
  ProductWorkflowEvents,
  RegionWorkflowEvents,
  SalesChannelWorkflowEvents,
} from "@medusajs/framework/utils"
import { SELLER_STORE_CREATED, SELLER_STORE_DELETED, SELLER_STORE_UPDATED } from "../seller-stores/events"
import { TEA_DETAILS_UPDATED } from "../tea-details/events"

const changes = (events: { CREATED: string; UPDATED: string; DELETED: string }) => [events.CREATED, events.UPDATED, events.DELETED]

/** A tea's own data: its page, and the listing cards that show it. */
export const TEA_EVENTS = [...changes(ProductWorkflowEvents), ...changes(ProductVariantWorkflowEvents), TEA_DETAILS_UPDATED]

/** A tea house that opens or closes: the list of houses, and its own page. */
export const TEA_HOUSE_LIST_EVENTS = [SELLER_STORE_CREATED, SELLER_STORE_DELETED]

/**
 * Price lists have no workflow events: the pricing module's own events (`pricing.<model>.<action>`) are all
 * there is, a price list's prices included (`pricing.price.*`, which subscribers/price-list-page-purge.ts
 * narrows to prices in a price list). A price preference says whether a currency's or region's prices
 * include tax.
 */
export const PRICE_LIST_EVENTS = ["price-list", "price-list-rule", "price", "price-preference"].flatMap((model) =>
  ["created", "updated", "deleted"].map((action) => `pricing.${model}.${action}`),
)

/** What every catalogue page is built on: regions, sales channels, tea types (the listing's scope). */
export const SCOPE_EVENTS = [RegionWorkflowEvents, SalesChannelWorkflowEvents, ProductTypeWorkflowEvents].flatMap(changes)

/** The handles of the teas and tea houses an event is about, as far as they matter to its tags. */
export interface ChangedHandles {
  teas?: string[]
  houses?: string[]
}

type TagRule = (changed: { teas: string[]; houses: string[] }) => string[]

const teaTags = (handles: string[]) => handles.map(teaTag)
const houseTags = (handles: string[]) => handles.map(houseTag)

const RULES: [string[], TagRule][] = [
  [TEA_EVENTS, ({ teas }) => [CACHE_TAGS.listing, ...teaTags(teas)]],
  // A house's name and handle are on its teas' cards and pages, and on the list of houses.
  [[SELLER_STORE_UPDATED], ({ teas, houses }) => [CACHE_TAGS.listing, CACHE_TAGS.houses, ...houseTags(houses), ...teaTags(teas)]],
  // A new house's handle may have been asked for before it existed.
  [TEA_HOUSE_LIST_EVENTS, ({ houses }) => [CACHE_TAGS.houses, ...houseTags(houses)]],
  [[...SCOPE_EVENTS, ...PRICE_LIST_EVENTS], () => [CACHE_TAGS.catalogue]],
]

const RULE_BY_EVENT = new Map(RULES.flatMap(([events, rule]) => events.map((event) => [event, rule] as const)))

/** The storefront cache tags `event` makes stale, each once; none for an event it does not know. */
export function tagsToPurge(event: string, changed: ChangedHandles = {}): string[] {
  const rule = RULE_BY_EVENT.get(event)
  if (!rule) return []
  const present = (handles?: string[]) => (handles ?? []).filter((handle) => typeof handle === "string" && handle.length > 0)
  return [...new Set(rule({ teas: present(changed.teas), houses: present(changed.houses) }))]
}
