import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createInventoryLevelsWorkflow,
  createProductTypesWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateSalesChannelsWorkflow,
  updateStoresWorkflow,
  uploadFilesWorkflow,
} from "@medusajs/medusa/core-flows"
import { SELLER_MODULE } from "../../modules/seller"
import type SellerModuleService from "../../modules/seller/service"
import { assignShippingOptionsWorkflow } from "../../workflows/seller-stores/assign-shipping-options"
import { createSellerStoresWorkflow } from "../../workflows/seller-stores/create-seller-stores"
import { updateTeaDetailsWorkflow } from "../../workflows/tea-details/update-tea-details"
import { TEAS, TEA_TYPES, type TeaSeed } from "./catalogue"
import { TEA_HOUSES, type TeaHouseSeed, teaHouseLogoSvg, teaHouseOf } from "./tea-houses"
import { shelfPrice } from "./prices"
import { CURRENCIES, REGIONS } from "./regions"
import { teaArtSvg, teaTypeArtSvg } from "./tea-art"
import { seedFeaturedTypes } from "./seed-featured-types"
import { seedPromotions } from "./seed-promotions"
import { ensureReturnOption, seedReturnReasons } from "./seed-returns"

export const CONSUMER_CHANNEL = "Consumer"
export const WHOLESALE_CHANNEL = "Wholesale"
export const PUBLISHABLE_KEY_TITLE = "Leafline Storefront"
const MANUAL_FULFILLMENT = "manual_manual"
const MANUAL_PAYMENT = "pp_system_default"
const PRODUCTS_PER_BATCH = 10

type Channels = { consumer: string; wholesale: string }

/**
 * The tea catalogue and everything a checkout needs around it. Every step looks up what exists first
 * and creates only what is missing, so running the seed again changes nothing.
 */
export async function seedCatalogue(container: MedusaContainer): Promise<{ publishableKey: string }> {
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const channels = await ensureSalesChannels(container)
  await ensureStore(container, channels.consumer)
  const regionIds = await ensureRegions(container)
  await ensureTaxRegions(container)
  const shippingProfileId = await ensureShippingProfile(container)
  const houses = await ensureTeaHouses(container, channels, regionIds, shippingProfileId)
  const publishableKey = await ensurePublishableKey(container, channels)
  const typeIds = await ensureProductTypes(container)
  const created = await ensureTeas(container, { channels, typeIds, shippingProfileId, houses })
  await ensureTeaDetails(container, houses)
  logger.info(`Seed: ${TEAS.length} teas in the catalogue, ${created} added this run`)
  await seedFeaturedTypes(container)
  await seedPromotions(container)
  await seedReturnReasons(container)
  return { publishableKey }
}

async function ensureSalesChannels(container: MedusaContainer): Promise<Channels> {
  const service = container.resolve(Modules.SALES_CHANNEL)
  const find = async (name: string) => (await service.listSalesChannels({ name }))[0]
  if (!(await find(CONSUMER_CHANNEL))) {
    // Medusa makes a "Default Sales Channel" on first start: it becomes the shop's consumer channel.
    const medusaDefault = await find("Default Sales Channel")
    const description = "Shoppers buying for themselves"
    if (medusaDefault) {
      await updateSalesChannelsWorkflow(container).run({
        input: { selector: { id: medusaDefault.id }, update: { name: CONSUMER_CHANNEL, description } },
      })
    } else {
      await createSalesChannelsWorkflow(container).run({
        input: { salesChannelsData: [{ name: CONSUMER_CHANNEL, description }] },
      })
    }
  }
  if (!(await find(WHOLESALE_CHANNEL))) {
    await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: WHOLESALE_CHANNEL, description: "Cafés, restaurants and resellers" }] },
    })
  }
  const consumer = (await find(CONSUMER_CHANNEL))!
  const wholesale = (await find(WHOLESALE_CHANNEL))!
  return { consumer: consumer.id, wholesale: wholesale.id }
}

async function ensureStore(container: MedusaContainer, consumerChannelId: string) {
  const service = container.resolve(Modules.STORE)
  const pricing = container.resolve(Modules.PRICING)
  const [store] = await service.listStores({}, { relations: ["supported_currencies"] })
  const currencies = new Set(store.supported_currencies?.map((c) => c.currency_code))
  // Whether a currency's prices include tax is a price preference on the currency.
  const preferences = await pricing.listPricePreferences({ attribute: "currency_code" })
  const includesTax = (currency: string) => REGIONS.find((r) => r.currency === currency)!.pricesIncludeTax
  const upToDate =
    store.name === "Leafline" &&
    store.default_sales_channel_id === consumerChannelId &&
    CURRENCIES.every(
      (code) =>
        currencies.has(code) &&
        preferences.some((p) => p.value === code && p.is_tax_inclusive === includesTax(code)),
    )
  if (upToDate) return
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: "Leafline",
        default_sales_channel_id: consumerChannelId,
        supported_currencies: CURRENCIES.map((code) => ({
          currency_code: code,
          is_default: code === "eur",
          is_tax_inclusive: includesTax(code),
        })),
      },
    },
  })
}

/** Region ids by region name. */
async function ensureRegions(container: MedusaContainer): Promise<Record<string, string>> {
  const service = container.resolve(Modules.REGION)
  const names = new Set(REGIONS.map((r) => r.name))
  const existing = (await service.listRegions()).filter((region) => names.has(region.name))
  const missing = REGIONS.filter((r) => !existing.some((e) => e.name === r.name))
  if (missing.length) {
    const { result } = await createRegionsWorkflow(container).run({
      input: {
        regions: missing.map((region) => ({
          name: region.name,
          currency_code: region.currency,
          countries: region.countries.map((c) => c.code),
          payment_providers: [MANUAL_PAYMENT],
          automatic_taxes: true,
          is_tax_inclusive: region.pricesIncludeTax,
        })),
      },
    })
    existing.push(...result)
  }
  return Object.fromEntries(existing.map((region) => [region.name, region.id]))
}

async function ensureTaxRegions(container: MedusaContainer) {
  const service = container.resolve(Modules.TAX)
  const countryRegions = (await service.listTaxRegions()).filter((t) => !t.parent_id)
  const existing = new Set(countryRegions.map((t) => t.country_code))
  const missing = REGIONS.flatMap((region) => region.countries).filter((c) => !existing.has(c.code))
  if (!missing.length) return
  await createTaxRegionsWorkflow(container).run({
    input: missing.map((country) => ({
      country_code: country.code,
      provider_id: "tp_system",
      default_tax_rate: { rate: country.taxRate, name: country.taxName, code: `${country.code}-tea` },
    })),
  })
}

async function ensureShippingProfile(container: MedusaContainer): Promise<string> {
  const service = container.resolve(Modules.FULFILLMENT)
  const [profile] = await service.listShippingProfiles({ type: "default" })
  if (profile) return profile.id
  const { result } = await createShippingProfilesWorkflow(container).run({
    input: { data: [{ name: "Default Shipping Profile", type: "default" }] },
  })
  return result[0].id
}

type HouseContext = { storeId: string; locationId: string }

/**
 * The tea houses: each a seller store with its own warehouse (a stock location), shipping zones in
 * every region and a standard and an express option in each zone (and a free return option), all belonging to that house.
 * Returns each house's store and location ids by handle.
 */
async function ensureTeaHouses(
  container: MedusaContainer,
  channels: Channels,
  regionIds: Record<string, string>,
  shippingProfileId: string,
): Promise<Record<string, HouseContext>> {
  const sellers = container.resolve<SellerModuleService>(SELLER_MODULE)
  const houses: Record<string, HouseContext> = {}
  for (const house of TEA_HOUSES) {
    let [store] = await sellers.listSellerStores({ handle: house.handle })
    if (!store) {
      const [logo] = await uploadSvgs(container, [{ name: `tea-house-${house.handle}`, svg: teaHouseLogoSvg(house) }])
      const { result } = await createSellerStoresWorkflow(container).run({
        input: { stores: [{ name: house.name, handle: house.handle, description: house.description, logo }] },
      })
      store = result[0]
    }
    const locationId = await ensureWarehouse(container, house, store.id, channels)
    await ensureShippingOptions(container, house, store.id, locationId, regionIds, shippingProfileId)
    houses[house.handle] = { storeId: store.id, locationId }
  }
  return houses
}

async function ensureWarehouse(
  container: MedusaContainer,
  house: TeaHouseSeed,
  storeId: string,
  channels: Channels,
): Promise<string> {
  const stockLocations = container.resolve(Modules.STOCK_LOCATION)
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const [existing] = await stockLocations.listStockLocations({ name: house.warehouse.name })
  if (existing) return existing.id
  const { name, ...address } = house.warehouse
  const { result } = await createStockLocationsWorkflow(container).run({ input: { locations: [{ name, address }] } })
  const location = result[0]
  await link.create([
    { [Modules.STOCK_LOCATION]: { stock_location_id: location.id }, [Modules.FULFILLMENT]: { fulfillment_provider_id: MANUAL_FULFILLMENT } },
    { [SELLER_MODULE]: { seller_store_id: storeId }, [Modules.STOCK_LOCATION]: { stock_location_id: location.id } },
  ])
  await linkSalesChannelsToStockLocationWorkflow(container).run({
    input: { id: location.id, add: [channels.consumer, channels.wholesale] },
  })
  return location.id
}

const SHIPPING_SPEEDS = [
  { name: "Standard shipping", code: "standard", label: "Standard", description: "Tracked delivery in 2-5 working days" },
  { name: "Express shipping", code: "express", label: "Express", description: "Next working day when ordered by 2 pm" },
] as const

async function ensureShippingOptions(
  container: MedusaContainer,
  house: TeaHouseSeed,
  storeId: string,
  locationId: string,
  regionIds: Record<string, string>,
  shippingProfileId: string,
) {
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const setName = `${house.name} shipping`
  const zoneName = (region: string) => `${region} · ${house.name}`
  let [fulfillmentSet] = await fulfillment.listFulfillmentSets({ name: setName }, { relations: ["service_zones"] })
  if (!fulfillmentSet) {
    fulfillmentSet = await fulfillment.createFulfillmentSets({
      name: setName,
      type: "shipping",
      service_zones: REGIONS.map((region) => ({
        name: zoneName(region.name),
        geo_zones: region.countries.map((c) => ({ type: "country" as const, country_code: c.code })),
      })),
    })
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: locationId },
      [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
    })
  }

  for (const region of REGIONS) {
    const zone = fulfillmentSet.service_zones.find((z) => z.name === zoneName(region.name))
    if (!zone) throw new Error(`Seed: the service zone '${zoneName(region.name)}' is missing from ${setName}`)
    await ensureReturnOption(container, {
      zoneId: zone.id,
      storeId,
      shippingProfileId,
      currency: region.currency,
      regionId: regionIds[region.name],
    })
    for (const speed of SHIPPING_SPEEDS) {
      const existing = await fulfillment.listShippingOptions({ service_zone: { id: zone.id }, name: speed.name })
      if (existing.length) continue
      const amount = speed.code === "express" ? region.expressShippingPrice : region.shippingPrice
      const { result } = await createShippingOptionsWorkflow(container).run({
        input: [
          {
            name: speed.name,
            price_type: "flat",
            provider_id: MANUAL_FULFILLMENT,
            service_zone_id: zone.id,
            shipping_profile_id: shippingProfileId,
            type: { label: speed.label, description: speed.description, code: speed.code },
            prices: [
              { currency_code: region.currency, amount },
              { region_id: regionIds[region.name], amount },
            ],
            rules: [
              { attribute: "enabled_in_store", value: "true", operator: "eq" },
              { attribute: "is_return", value: "false", operator: "eq" },
            ],
          },
        ],
      })
      await assignShippingOptionsWorkflow(container).run({
        input: { store_id: storeId, shipping_option_ids: result.map((option) => option.id) },
      })
    }
  }
}

async function ensurePublishableKey(container: MedusaContainer, channels: Channels): Promise<string> {
  const service = container.resolve(Modules.API_KEY)
  const keys = await service.listApiKeys({ title: PUBLISHABLE_KEY_TITLE, type: "publishable" })
  const existing = keys.find((key) => !key.revoked_at)
  if (existing) return existing.token
  const { result } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: PUBLISHABLE_KEY_TITLE, type: "publishable", created_by: "" }] },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({
    input: { id: result[0].id, add: [channels.consumer, channels.wholesale] },
  })
  return result[0].token
}

async function uploadSvgs(container: MedusaContainer, files: { name: string; svg: string }[]): Promise<string[]> {
  const { result } = await uploadFilesWorkflow(container).run({
    input: {
      files: files.map((file) => ({
        filename: `${file.name}.svg`,
        mimeType: "image/svg+xml",
        content: Buffer.from(file.svg).toString("base64"),
        access: "public" as const,
      })),
    },
  })
  return result.map((file) => file.url)
}

/** Product type ids by type name; each type carries its description and tile art in metadata. */
async function ensureProductTypes(container: MedusaContainer): Promise<Record<string, string>> {
  const service = container.resolve(Modules.PRODUCT)
  const names = new Set<string>(TEA_TYPES.map((t) => t.name))
  const existing = (await service.listProductTypes()).filter((type) => names.has(type.value))
  const missing = TEA_TYPES.filter((t) => !existing.some((e) => e.value === t.name))
  if (missing.length) {
    const images = await uploadSvgs(
      container,
      missing.map((type) => ({ name: `tea-type-${type.name.toLowerCase()}`, svg: teaTypeArtSvg(type.name) })),
    )
    const { result } = await createProductTypesWorkflow(container).run({
      input: {
        product_types: missing.map((type, i) => ({
          value: type.name,
          metadata: { description: type.description, image_url: images[i] },
        })),
      },
    })
    existing.push(...result)
  }
  return Object.fromEntries(existing.map((type) => [type.value, type.id]))
}

/** Every tea's house, attributes and rating; also fills in teas whose details a cut-off run missed. */
async function ensureTeaDetails(container: MedusaContainer, houses: Record<string, HouseContext>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: products } = await query.graph({
    entity: "product",
    fields: ["id", "handle", "seller_store.id", "tea_attributes.id", "tea_rating.id"],
    filters: { handle: TEAS.map((tea) => tea.handle) },
  })
  const byHandle = new Map(TEAS.map((tea) => [tea.handle, tea]))
  const items = (products as any[])
    .filter((product) => !product.seller_store || !product.tea_attributes || !product.tea_rating)
    .map((product) => {
      const tea = byHandle.get(product.handle)!
      return {
        product_id: product.id,
        store_id: houses[teaHouseOf(tea).handle].storeId,
        attributes: {
          origin_country: tea.origin.country,
          origin_region: tea.origin.region,
          harvest: tea.harvest,
          brew_temp_c: tea.brewTempC,
          steep_seconds: tea.steepSeconds,
          grams_per_cup: tea.gramsPerCup,
          caffeine: tea.caffeine,
          flavour_notes: tea.flavourNotes,
        },
        rating: tea.rating,
      }
    })
  for (let start = 0; start < items.length; start += PRODUCTS_PER_BATCH) {
    await updateTeaDetailsWorkflow(container).run({ input: { items: items.slice(start, start + PRODUCTS_PER_BATCH) } })
  }
}

const skuOf = (tea: TeaSeed, grams: number) => `${tea.handle}-${grams}g`.toUpperCase()

/** Creates the teas that are not in the catalogue yet, with their art and their stock. Returns how many. */
async function ensureTeas(
  container: MedusaContainer,
  context: {
    channels: Channels
    typeIds: Record<string, string>
    shippingProfileId: string
    houses: Record<string, HouseContext>
  },
): Promise<number> {
  const products = container.resolve(Modules.PRODUCT)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const present = new Set(
    (await products.listProducts({ handle: TEAS.map((t) => t.handle) }, { select: ["handle"], withDeleted: true })).map(
      (p) => p.handle,
    ),
  )
  const missing = TEAS.filter((tea) => !present.has(tea.handle))
  for (let start = 0; start < missing.length; start += PRODUCTS_PER_BATCH) {
    const batch = missing.slice(start, start + PRODUCTS_PER_BATCH)
    const images = await uploadSvgs(container, batch.map((tea) => ({ name: tea.handle, svg: teaArtSvg(tea) })))
    const { result } = await createProductsWorkflow(container).run({
      input: {
        products: batch.map((tea, i) => ({
          title: tea.title,
          subtitle: tea.subtitle,
          handle: tea.handle,
          description: tea.description,
          status: ProductStatus.PUBLISHED,
          type_id: context.typeIds[tea.type],
          thumbnail: images[i],
          images: [{ url: images[i] }],
          shipping_profile_id: context.shippingProfileId,
          sales_channels: [{ id: context.channels.consumer }, { id: context.channels.wholesale }],
          options: [{ title: "Size", values: tea.sizes.map((s) => s.label) }],
          variants: tea.sizes.map((size) => ({
            title: size.label,
            sku: skuOf(tea, size.grams),
            options: { Size: size.label },
            manage_inventory: true,
            weight: size.grams,
            metadata: { grams: size.grams },
            prices: CURRENCIES.map((currency) => ({ currency_code: currency, amount: shelfPrice(size.eur, currency) })),
          })),
        })),
      },
    })
    const { data: variants } = await query.graph({
      entity: "product_variant",
      fields: ["sku", "inventory_items.inventory_item_id"],
      filters: { product_id: result.map((p) => p.id) },
    })
    const stockBySku = new Map(batch.flatMap((tea) => tea.sizes.map((s) => [skuOf(tea, s.grams), s.stock] as const)))
    const locationBySku = new Map(
      batch.flatMap((tea) => tea.sizes.map((s) => [skuOf(tea, s.grams), context.houses[teaHouseOf(tea).handle].locationId] as const)),
    )
    await createInventoryLevelsWorkflow(container).run({
      input: {
        inventory_levels: variants.flatMap((variant) =>
          ((variant.inventory_items ?? []) as { inventory_item_id: string }[]).map((item) => ({
            location_id: locationBySku.get(variant.sku!)!,
            inventory_item_id: item.inventory_item_id,
            stocked_quantity: stockBySku.get(variant.sku!) ?? 0,
          })),
        ),
      },
    })
  }
  return missing.length
}
