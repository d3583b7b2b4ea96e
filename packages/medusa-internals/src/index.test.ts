import fs from "node:fs"
import path from "node:path"
import { getAuthContextFromJwtToken, validateAndTransformQuery } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError, Modules, generateJwtToken } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import {
  completeCartFields,
  prepareAdjustmentsData,
  prepareConfirmInventoryInput,
  prepareLineItemData,
  prepareTaxLinesData,
  productVariantsFields,
  requiredVariantFieldsForInventoryConfirmation,
  StoreGetCartsCart,
  StoreGetProductsParams,
  cartFieldsForCalculateShippingOptionsPrices,
  cartFieldsForPricingContext,
  cartFieldsForRefreshSteps,
  createFindParams,
  createSelectParams,
  ensurePublishableApiKey,
  ensurePublishableKeyAndSalesChannelMatch,
  filterByValidSalesChannels,
  filterCartItemsByShippingProfile,
  generateJwtTokenWithChecks,
  getVariantsAndItemsWithPrices,
  listProductQueryConfig,
  listStoreProducts,
  maybeAttachPublishableKeyScopes,
  normalizeDataForContext,
  refetchCart,
  retrieveTransformQueryConfig,
  salesChannelStockLocationCacheTags,
  setPricingContext,
  setTaxContext,
  validateSalesChannelStep,
  validateResetToken,
  wrapProductsWithTaxPrices,
} from "./index"

// Contracts of the Medusa internals we use: each test fails when an upgrade changes what we rely on.

/** A container answering Query's `graph` from `records` (by entity), and the calls it was given. */
function scopeWith(records: Record<string, unknown[]>, more: Record<string, unknown> = {}) {
  const graphCalls: Array<{ entity: string; filters?: unknown; fields?: string[] }> = []
  const query = {
    graph: async (options: { entity: string; filters?: unknown; fields?: string[] }) => {
      graphCalls.push(options)
      return { data: records[options.entity] ?? [], metadata: { count: (records[options.entity] ?? []).length, skip: 0, take: 50 } }
    },
  }
  const scope = {
    resolve: (key: string) => {
      if (key === ContainerRegistrationKeys.QUERY) return query
      if (key in more) return more[key]
      throw new Error(`nothing registered as ${key}`)
    },
  }
  return { scope, graphCalls }
}

/** Runs a middleware to its `next`, resolving with what it passed on (an error or nothing). */
function run(middleware: (req: any, res: any, next: (error?: unknown) => void) => unknown, req: Record<string, unknown>) {
  return new Promise<unknown>((resolve, reject) => {
    Promise.resolve(middleware(req, {}, (error?: unknown) => resolve(error))).catch(reject)
  })
}

const keys = (schema: { shape?: Record<string, unknown> }) => Object.keys(schema.shape ?? {}).sort()

describe("createSelectParams", () => {
  it("is a schema of `fields` alone, a string", () => {
    const schema = createSelectParams()
    expect(keys(schema)).toEqual(["fields"])
    expect(schema.parse({ fields: "id,name" })).toEqual({ fields: "id,name" })
    expect(schema.parse({})).toEqual({})
    expect(schema.safeParse({ fields: 1 }).success).toBe(false)
  })
})

describe("createFindParams", () => {
  it("adds paging to `fields`: numbers from query strings, with the defaults given, and `with_deleted` we omit", () => {
    const schema = createFindParams({ limit: 50, offset: 0, order: "name" })
    expect(keys(schema)).toEqual(["fields", "limit", "offset", "order", "with_deleted"])
    expect(schema.parse({})).toEqual({ limit: 50, offset: 0, order: "name" })
    expect(schema.parse({ limit: "10", offset: "20", order: "-name" })).toEqual({ limit: 10, offset: 20, order: "-name" })
    expect(schema.safeParse({ limit: "ten" }).success).toBe(false)
    expect(keys(schema.omit({ with_deleted: true }))).toEqual(["fields", "limit", "offset", "order"])
  })
})

describe("StoreGetCartsCart", () => {
  it("is a schema of `fields` alone", () => {
    expect(keys(StoreGetCartsCart)).toEqual(["fields"])
    expect(StoreGetCartsCart.parse({ fields: "id,*items" })).toEqual({ fields: "id,*items" })
  })
})

describe("retrieveTransformQueryConfig", () => {
  it("is a single cart's config that allows the fields the storefront's cart calls ask for", async () => {
    expect(retrieveTransformQueryConfig.isList).toBe(false)
    expect(retrieveTransformQueryConfig.defaults).toEqual(expect.arrayContaining(["id", "items.id", "total", "region_id"]))
    // Of the kind @leafline/store-fields' CART_FIELDS asks for (items, addresses, shipping, payment sessions).
    const fields = "id,region_id,customer.id,total,items.id,items.quantity,items.total,*shipping_address,shipping_methods.shipping_option_id,promotions.code,payment_collection.payment_sessions.status"
    const req: Record<string, any> = { query: { fields }, allowed: [] }
    expect(await run(validateAndTransformQuery(StoreGetCartsCart, retrieveTransformQueryConfig), req)).toBeUndefined()
    expect(req.queryConfig.fields).toEqual(expect.arrayContaining(["items.quantity", "shipping_address.*", "payment_collection.payment_sessions.status"]))
    // A field it does not allow is dropped.
    const other: Record<string, any> = { query: { fields: "id,sales_channel.stock_locations.id" }, allowed: [] }
    expect(await run(validateAndTransformQuery(StoreGetCartsCart, retrieveTransformQueryConfig), other)).toBeUndefined()
    expect(other.queryConfig.fields).toEqual(["id"])
  })
})

describe("refetchCart", () => {
  it("reads one cart by id with the fields asked, through remote query, or throws Medusa's not-found", async () => {
    expect(refetchCart).toHaveLength(3)
    const asked: any[] = []
    const remoteQuery = async (queryObject: unknown) => {
      asked.push(queryObject)
      return asked.length === 1 ? [{ id: "cart_1", total: 10 }] : []
    }
    const scope = { resolve: (key: string) => (key === ContainerRegistrationKeys.REMOTE_QUERY ? remoteQuery : null) }
    expect(await refetchCart("cart_1", scope as any, ["id", "total"])).toEqual({ id: "cart_1", total: 10 })
    expect(JSON.stringify(asked[0])).toContain('"cart_1"')
    expect(JSON.stringify(asked[0])).toContain('"total"')
    const missing = await refetchCart("cart_2", scope as any, ["id"]).catch((error: unknown) => error)
    expect(missing).toBeInstanceOf(MedusaError)
    expect((missing as MedusaError).type).toBe(MedusaError.Types.NOT_FOUND)
  })
})

describe("StoreGetProductsParams", () => {
  it("takes the store's product query (ids, region, country, paging) and refuses an unknown parameter", () => {
    const parsed = StoreGetProductsParams.parse({ id: ["prod_1", "prod_2"], region_id: "reg_1", country_code: "de", fields: "id", limit: "10" })
    expect(parsed).toMatchObject({ id: ["prod_1", "prod_2"], region_id: "reg_1", country_code: "de", fields: "id", limit: 10, offset: 0 })
    expect(StoreGetProductsParams.parse({})).toMatchObject({ limit: 50, offset: 0 })
    expect(StoreGetProductsParams.safeParse({ secret: "1" }).success).toBe(false)
  })
})

describe("listProductQueryConfig", () => {
  it("is a list config that allows the fields the favourites are asked with", () => {
    expect(listProductQueryConfig.isList).toBe(true)
    expect(listProductQueryConfig.defaultLimit).toBe(50)
    // apps/storefront/src/lib/data/browser/favourites.ts's FAVOURITE_CARD_FIELDS.
    const favourites = "id,title,subtitle,handle,thumbnail,type.id,type.value,variants.id,*variants.calculated_price"
    // Medusa declares a field by its full path; `*rel` asks for the relation `rel`.
    const asked = favourites.split(",").map((field) => field.replace(/^\*/, ""))
    expect(listProductQueryConfig.allowed).toEqual(expect.arrayContaining(asked))
    expect(listProductQueryConfig.allowed).not.toContain("variants.inventory_items.inventory.location_levels.stocked_quantity")
  })
})

describe("listStoreProducts (GET /store/products)", () => {
  it("answers the products Query finds with the request's filters, fields and paging", async () => {
    expect(listStoreProducts).toHaveLength(2)
    const products = [{ id: "prod_1", title: "Sencha" }]
    const { scope, graphCalls } = scopeWith({ product: products })
    const filterableFields = { id: ["prod_1"], sales_channel_id: ["sc_1"] }
    const req = { scope, filterableFields, queryConfig: { fields: ["id", "title"], pagination: { skip: 0, take: 50 } } }
    let answer: unknown
    const res = { json: (body: unknown) => (answer = body) }
    await listStoreProducts(req as any, res as any)
    expect(graphCalls).toEqual([expect.objectContaining({ entity: "product", filters: filterableFields, fields: ["id", "title"] })])
    expect(answer).toEqual({ products, count: 1, offset: 0, limit: 50 })
  })
})

describe("wrapProductsWithTaxPrices", () => {
  const variant = () => ({
    id: "variant_1",
    calculated_price: { calculated_amount: 10, is_calculated_price_tax_inclusive: false, original_amount: 12, is_original_price_tax_inclusive: false, currency_code: "eur" },
  })
  const taxContext = { taxInclusivityContext: { automaticTaxes: true }, taxLineContext: { address: { country_code: "de" } } }

  it("adds each variant's amounts with and without tax, asking the tax module with the product's type", async () => {
    expect(wrapProductsWithTaxPrices).toHaveLength(2)
    const asked: any[] = []
    const tax = {
      getTaxLines: async (items: any[]) => {
        asked.push(...items)
        return [{ line_item_id: "variant_1", rate: 19, code: "DE", name: "VAT", provider_id: "system" }]
      },
    }
    const { scope } = scopeWith({}, { [Modules.TAX]: tax })
    const products = [{ id: "prod_1", type_id: "ptyp_green", variants: [variant()] }]
    await wrapProductsWithTaxPrices({ scope, taxContext } as any, products as any)
    expect(asked).toEqual([expect.objectContaining({ id: "variant_1", product_id: "prod_1", product_type_id: "ptyp_green", unit_price: 10 })])
    expect(products[0].variants[0].calculated_price).toMatchObject({
      calculated_amount_with_tax: 11.9,
      calculated_amount_without_tax: 10,
      original_amount_with_tax: 14.28,
      original_amount_without_tax: 12,
    })
  })

  it("leaves the prices alone without a tax context", async () => {
    const products = [{ id: "prod_1", variants: [variant()] }]
    await wrapProductsWithTaxPrices({ scope: scopeWith({}).scope } as any, products as any)
    expect(products[0].variants[0]).toEqual(variant())
  })
})

describe("filterByValidSalesChannels", () => {
  it("filters by the publishable key's sales channels, and refuses a key without any", async () => {
    const req = { publishable_key_context: { sales_channel_ids: ["sc_1"] }, validatedQuery: {}, filterableFields: {} as Record<string, unknown> }
    expect(await run(filterByValidSalesChannels(), req)).toBeUndefined()
    expect(req.filterableFields.sales_channel_id).toEqual(["sc_1"])
    const without = { publishable_key_context: { sales_channel_ids: [] }, validatedQuery: {}, filterableFields: {} }
    await expect(run(filterByValidSalesChannels(), without)).rejects.toThrow(/sales channel/)
  })
})

describe("normalizeDataForContext", () => {
  it("asks for the calculated price whole and settles the region and country prices are calculated for", async () => {
    const req = {
      scope: scopeWith({}).scope,
      queryConfig: { fields: ["id", "variants.calculated_price"] },
      filterableFields: { region_id: "reg_1", country_code: "de" } as Record<string, unknown>,
    }
    expect(await run(normalizeDataForContext(), req)).toBeUndefined()
    expect(req.queryConfig.fields).toEqual(["id", "variants.calculated_price.*"])
    expect(req.filterableFields).toMatchObject({ region_id: "reg_1", country_code: "de" })
  })
})

describe("setPricingContext", () => {
  it("sets the region's id and currency as the pricing context when prices are asked for", async () => {
    const { scope } = scopeWith({ region: [{ id: "reg_1", currency_code: "eur" }] })
    const req: Record<string, any> = { scope, queryConfig: { fields: ["variants.calculated_price.*"] }, filterableFields: { region_id: "reg_1" } }
    expect(await run(setPricingContext(), req)).toBeUndefined()
    expect(req.pricingContext).toEqual({ region_id: "reg_1", currency_code: "eur" })
  })
})

describe("setTaxContext", () => {
  it("sets the tax context from the region's automatic taxes and the country asked for", async () => {
    const { scope } = scopeWith({ region: [{ automatic_taxes: true }] })
    const req: Record<string, any> = {
      scope,
      queryConfig: { fields: ["variants.calculated_price.*"] },
      filterableFields: { region_id: "reg_1", country_code: "de", province: undefined },
    }
    expect(await run(setTaxContext(), req)).toBeUndefined()
    expect(req.taxContext).toMatchObject({
      taxInclusivityContext: { automaticTaxes: true },
      taxLineContext: { address: { country_code: "de" } },
    })
  })
})

describe("ensurePublishableApiKey", () => {
  const headers = (key?: string) => ({ get: (name: string) => (name === "x-publishable-api-key" ? key : undefined) })

  it("refuses a request without a key, and one whose key Query does not find", async () => {
    expect(await run(ensurePublishableApiKey, { ...headers(), scope: scopeWith({}).scope })).toMatchObject({
      type: "not_allowed",
      message: expect.stringMatching(/Publishable API key required/),
    })
    expect(await run(ensurePublishableApiKey, { ...headers("pk_x"), scope: scopeWith({ api_key: [] }).scope })).toMatchObject({
      type: "not_allowed",
      message: expect.stringMatching(/valid publishable key/),
    })
  })

  it("sets the key's sales channels as the request's publishable key context", async () => {
    const key = { id: "apk_1", token: "pk_1", revoked_at: null, sales_channels_link: [{ sales_channel_id: "sc_1" }] }
    const { scope, graphCalls } = scopeWith({ api_key: [key] })
    const req: Record<string, unknown> = { ...headers("pk_1"), scope }
    expect(await run(ensurePublishableApiKey, req)).toBeUndefined()
    expect(req.publishable_key_context).toEqual({ key: "pk_1", sales_channel_ids: ["sc_1"] })
    expect(graphCalls[0]).toMatchObject({ entity: "api_key", filters: { token: "pk_1", type: "publishable" } })
  })
})

describe("maybeAttachPublishableKeyScopes and ensurePublishableKeyAndSalesChannelMatch (POST /store/carts)", () => {
  const withKey = (more: Record<string, unknown>) => ({ get: (name: string) => (name === "x-publishable-api-key" ? "pk_x" : undefined), ...more })

  it("reads the key's sales channels", async () => {
    const remoteQuery = async () => [{ sales_channels: [{ id: "sc_1" }, { id: "sc_2" }] }]
    const req = withKey({ scope: scopeWith({}, { [ContainerRegistrationKeys.REMOTE_QUERY]: remoteQuery }).scope }) as Record<string, unknown>
    expect(await run(maybeAttachPublishableKeyScopes, req)).toBeUndefined()
    expect(req.publishableApiKeyScopes).toEqual({ sales_channel_ids: ["sc_1", "sc_2"] })
  })

  it("gives a new cart the key's one channel, and records an error for a channel not the key's or none among several", async () => {
    const one = withKey({ publishableApiKeyScopes: { sales_channel_ids: ["sc_1"] }, validatedBody: {} }) as Record<string, any>
    await run(ensurePublishableKeyAndSalesChannelMatch, one)
    expect(one.validatedBody.sales_channel_id).toBe("sc_1")
    const foreign = withKey({ publishableApiKeyScopes: { sales_channel_ids: ["sc_1"] }, validatedBody: { sales_channel_id: "sc_9" } }) as Record<string, any>
    await run(ensurePublishableKeyAndSalesChannelMatch, foreign)
    expect(foreign.errors).toHaveLength(1)
    const several = withKey({ publishableApiKeyScopes: { sales_channel_ids: ["sc_1", "sc_2"] }, validatedBody: {} }) as Record<string, any>
    await run(ensurePublishableKeyAndSalesChannelMatch, several)
    expect(several.errors).toHaveLength(1)
  })
})

describe("generateJwtTokenWithChecks (POST /auth/:actor_type/:auth_provider's token)", () => {
  const secret = "contract-secret"
  const container = (mfaFactors: unknown[] = []) => ({
    resolve: (key: string) => {
      if (key === ContainerRegistrationKeys.CONFIG_MODULE) return { projectConfig: { http: { jwtSecret: secret, jwtExpiresIn: "1d" } } }
      if (key === Modules.AUTH) return { listAuthMfa: async () => mfaFactors }
      throw new Error(`nothing registered as ${key}`)
    },
  })
  const identity = { id: "authid_1", app_metadata: { customer_id: "cus_1", session_generation: "g1" }, provider_identities: [] }

  const verified = (token: string) => getAuthContextFromJwtToken(`Bearer ${token}`, secret, ["bearer"], ["*"]) as Record<string, any>

  it("signs a token naming the identity's customer and carrying its app_metadata, when no verification is configured", async () => {
    const issued = (await generateJwtTokenWithChecks(container() as never, { authIdentity: identity as never, actorType: "customer", authProvider: "emailpass" })) as {
      token: string
      verification_required?: boolean
      mfa_required?: boolean
    }
    // The token alone: no verification or MFA step is asked for.
    expect(Object.keys(issued)).toEqual(["token"])
    const claims = verified(issued.token)
    expect(claims).toMatchObject({ actor_id: "cus_1", actor_type: "customer", auth_identity_id: "authid_1", auth_provider: "emailpass" })
    expect(claims.app_metadata).toMatchObject({ customer_id: "cus_1", session_generation: "g1" })
  })

  it("answers mfa_required (and no customer in the token) for an MFA challenge", async () => {
    const issued = (await generateJwtTokenWithChecks(container() as never, {
      authIdentity: identity as never,
      mfaChallenge: { id: "chal_1" } as never,
      actorType: "customer",
      authProvider: "emailpass",
    })) as { token: string; mfa_required?: boolean }
    expect(issued.mfa_required).toBe(true)
    expect(verified(issued.token).actor_id).toBe("")
  })
})

describe("validateResetToken (POST /auth/:actor_type/:auth_provider/update's token check)", () => {
  const secret = "contract-secret"
  function requestWith(token: string, consumed: unknown[]) {
    const auth = {
      consumePasswordResetToken: async (input: unknown) => {
        consumed.push(input)
      },
      listProviderIdentities: async () => [{ auth_identity_id: "authid_1", entity_id: "tea@example.com", user_metadata: {} }],
    }
    const scope = {
      resolve: (key: string) => {
        if (key === ContainerRegistrationKeys.CONFIG_MODULE) return { projectConfig: { http: { jwtSecret: secret } } }
        if (key === ContainerRegistrationKeys.LOGGER) return { error: () => {}, warn: () => {}, debug: () => {} }
        if (key === Modules.AUTH) return auth
        throw new Error(`nothing registered as ${key}`)
      },
    }
    return { scope, params: { actor_type: "customer", auth_provider: "emailpass" }, headers: { authorization: `Bearer ${token}` } } as Record<string, any>
  }

  it("takes a reset token once: it is used up, and the request is the identity's", async () => {
    const consumed: unknown[] = []
    const token = generateJwtToken({ entity_id: "tea@example.com", actor_type: "customer", purpose: "reset", jti: "jti_1" }, { secret, expiresIn: "15m" })
    const req = requestWith(token, consumed)
    expect(await run(validateResetToken(), req)).toBeUndefined()
    expect(consumed).toEqual([{ jti: "jti_1", provider: "emailpass", entity_id: "tea@example.com" }])
    expect(req.auth_context).toMatchObject({ actor_type: "customer", auth_identity_id: "authid_1", actor_id: "tea@example.com" })
  })

  it("refuses a session token, another actor's reset token and a forged one, using nothing up", async () => {
    const consumed: unknown[] = []
    const tokens = [
      generateJwtToken({ entity_id: "tea@example.com", actor_type: "customer", actor_id: "cus_1" }, { secret, expiresIn: "15m" }),
      generateJwtToken({ entity_id: "tea@example.com", actor_type: "user", purpose: "reset", jti: "jti_2" }, { secret, expiresIn: "15m" }),
      generateJwtToken({ entity_id: "tea@example.com", actor_type: "customer", purpose: "reset", jti: "jti_3" }, { secret: "other", expiresIn: "15m" }),
    ]
    for (const token of tokens) {
      const error = await run(validateResetToken(), requestWith(token, consumed))
      expect(error).toBeInstanceOf(MedusaError)
      expect((error as MedusaError).type).toBe(MedusaError.Types.UNAUTHORIZED)
    }
    expect(consumed).toEqual([])
  })
})

describe("completeCartWorkflow's helpers (our completion places the order Medusa's would)", () => {
  it("completeCartFields asks for the lines, their discounts and taxes, the payment sessions and the stock to reserve", () => {
    expect(completeCartFields).toEqual(
      expect.arrayContaining([
        "items.*",
        "items.tax_lines.*",
        "items.adjustments.*",
        "shipping_methods.adjustments.*",
        "payment_collection.payment_sessions.*",
        "promotions.id",
        "items.variant.inventory_items.inventory.location_levels.stock_locations.sales_channels.id",
      ]),
    )
  })

  it("prepareLineItemData makes an order line of a cart line, with its tax lines and discounts", () => {
    const line = prepareLineItemData({
      item: { id: "item_1", title: "Sencha", quantity: 2, requires_shipping: true },
      variant: { id: "var_1", product: { id: "prod_1" } },
      cartId: "cart_1",
      unitPrice: 5,
      isTaxInclusive: true,
      taxLines: [{ id: "tl_1", code: "DE", rate: 19, tax_rate_id: "txr_1", description: "VAT" }],
      adjustments: [{ id: "adj_1", code: "WELCOME10", amount: 1, promotion_id: "promo_1" }],
    })
    expect(line).toMatchObject({ variant_id: "var_1", product_id: "prod_1", quantity: 2, unit_price: 5, is_tax_inclusive: true })
    expect(line.tax_lines).toEqual([expect.objectContaining({ code: "DE", rate: 19, tax_rate_id: "txr_1" })])
    expect(line.adjustments).toEqual([expect.objectContaining({ code: "WELCOME10", amount: 1, promotion_id: "promo_1" })])
    expect(prepareTaxLinesData([{ code: "DE", rate: 19, tax_rate_id: "txr_1" }])).toEqual([expect.objectContaining({ code: "DE", tax_rate_id: "txr_1" })])
    expect(prepareAdjustmentsData([{ code: "X", amount: 2, promotion_id: "p" }])).toEqual([expect.objectContaining({ code: "X", amount: 2, promotion_id: "p" })])
  })

  it("prepareConfirmInventoryInput names the inventory items and locations in the cart's channel to reserve for each line", () => {
    const level = { location_id: "loc_1", stocked_quantity: 10, reserved_quantity: 0, stock_locations: [{ id: "loc_1", sales_channels: [{ id: "sc_1" }] }] }
    const variant = { id: "var_1", manage_inventory: true, allow_backorder: false, inventory_items: [{ variant_id: "var_1", inventory_item_id: "iitem_1", required_quantity: 1, inventory: { location_levels: [level] } }] }
    const { items } = prepareConfirmInventoryInput({ input: { sales_channel_id: "sc_1", variants: [variant], items: [{ id: "ordli_1", variant_id: "var_1", quantity: 2 }] } })
    expect(items).toEqual([expect.objectContaining({ id: "ordli_1", inventory_item_id: "iitem_1", quantity: 2, required_quantity: 1, location_ids: ["loc_1"] })])
  })
})

describe("getVariantsAndItemsWithPrices (the pricing of a cart's lines in Medusa's cart refresh)", () => {
  it("is Medusa's workflow of that id, to run as a step of ours", () => {
    expect(getVariantsAndItemsWithPrices.getName()).toBe("get-variant-items-with-prices-workflow")
    expect(typeof getVariantsAndItemsWithPrices.runAsStep).toBe("function")
  })

  it("reads the variants with the fields it is given (`variants.fields`), Medusa's productVariantsFields otherwise", () => {
    // Our cart update hands it the variant fields without the stock levels (workflows/carts/update-cart-details.ts).
    const source = fs.readFileSync(path.join(path.dirname(require.resolve("@medusajs/core-flows")), "cart/workflows/get-variants-and-items-with-prices.js"), "utf8")
    expect(source).toMatch(/data\.variants\?\.fields \?\? fields_1\.productVariantsFields/)
  })

  it("makes a line's data without the variant's stock levels (prepareLineItemData)", () => {
    const variant = {
      id: "variant_1", title: "50 g", sku: "T-50", barcode: null, thumbnail: null,
      product: { id: "prod_1", title: "Sencha", description: "", subtitle: null, status: "published", handle: "sencha", discountable: true, is_giftcard: false, shipping_profile: { id: "sp_1" } },
      inventory_items: [{ inventory_item_id: "inv_1", required_quantity: 1, inventory: { id: "inv_1", requires_shipping: true } }],
    }
    const withLevels = {
      ...variant,
      inventory_items: [{ ...variant.inventory_items[0], inventory: { ...variant.inventory_items[0].inventory, location_levels: [{ id: "lvl_1", stocked_quantity: 5, reserved_quantity: 0, location_id: "sloc_1", stock_locations: [{ id: "sloc_1", name: "W", sales_channels: [] }] }] } }],
    }
    const line = (v: Record<string, unknown>) => prepareLineItemData({ item: { id: "item_1", quantity: 1, variant_id: "variant_1" }, variant: v, cartId: "cart_1", unitPrice: 10, isTaxInclusive: true, taxLines: [], adjustments: [] })
    expect(line(variant)).toEqual(line(withLevels))
  })
})

describe("cartFieldsForRefreshSteps (the cart Medusa's refresh reads)", () => {
  it("holds what our cart update prices, checks shipping and works taxes out from", () => {
    for (const field of [
      "id", "currency_code", "region_id", "sales_channel_id", "completed_at", "region.*", "items.*", "items.tax_lines.*",
      "items.variant.product.shipping_profile.id", "shipping_address.*", "shipping_methods.*", "shipping_methods.tax_lines.*",
      "shipping_methods.shipping_option.shipping_profile_id", "customer.*", "customer.groups.*", "promotions.code", "payment_collection.id",
    ]) expect(cartFieldsForRefreshSteps).toContain(field)
  })
})

describe("what Medusa's add-to-cart reads and prices with (our add-to-cart reads the same)", () => {
  it("cartFieldsForPricingContext is the cart's pricing context: its channel, currency, region, address, totals and customer", () => {
    for (const field of ["id", "sales_channel_id", "currency_code", "region_id", "shipping_address.country_code", "item_total", "total", "customer.id", "customer.groups.id"]) {
      expect(cartFieldsForPricingContext).toContain(field)
    }
  })

  it("the variant fields hold the product's status and the stock by location and channel the inventory check reads", () => {
    expect(productVariantsFields).toEqual(expect.arrayContaining(["id", "product.status", "product.shipping_profile.id", "inventory_items.inventory_item_id"]))
    expect(requiredVariantFieldsForInventoryConfirmation).toEqual(
      expect.arrayContaining(["manage_inventory", "allow_backorder", "inventory_items.inventory.location_levels.stock_locations.sales_channels.id"]),
    )
  })
})

describe("what Medusa's listing of a cart's shipping options with their prices reads and hands its steps", () => {
  it("reads the cart's currency, region, address and lines with their shipping profiles and measures", () => {
    expect(cartFieldsForCalculateShippingOptionsPrices).toEqual(
      expect.arrayContaining(["id", "locale", "currency_code", "region_id", "items.*", "items.variant.product.shipping_profile.id", "items.variant.weight", "shipping_address.*"]),
    )
  })

  it("prices an option for the lines of its shipping profile only", () => {
    const items = [{ id: "a", variant: { product: { shipping_profile: { id: "sp_1" } } } }, { id: "b", variant: { product: { shipping_profile: { id: "sp_2" } } } }]
    expect(filterCartItemsByShippingProfile(items, "sp_2").map((item) => item.id)).toEqual(["b"])
    expect(filterCartItemsByShippingProfile(items, undefined)).toEqual([])
  })

  it("tags the sales channel's locations for the caching module", () => {
    expect(salesChannelStockLocationCacheTags).toEqual(expect.arrayContaining(["SalesChannel:list:*"]))
  })
})

describe("validateSalesChannelStep (createCartWorkflow's check of the new cart's channel)", () => {
  it("is Medusa's step of that name, to compose into our making of an empty cart", () => {
    expect(typeof validateSalesChannelStep).toBe("function")
    expect((validateSalesChannelStep as unknown as { __step__: string }).__step__).toBe("validate-sales-channel")
  })
})
