import type { CreateCartWorkflowInputDTO } from "@medusajs/framework/types"
import { CartWorkflowEvents } from "@medusajs/framework/utils"
import { createHook, createWorkflow, type Hook, parallelize, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  createCartsStep,
  createCartWorkflow,
  emitEventStep,
  findOneOrAnyRegionStep,
  findOrCreateCustomerStep,
  findSalesChannelStep,
  prepareCartToCreateStep,
} from "@medusajs/medusa/core-flows"
import { validateSalesChannelStep } from "@leafline/medusa-internals"
import { releaseGuestEmailTurnStep, takeGuestEmailTurnStep } from "./steps/guest-email-turn"
import { newCartLinesStep } from "./steps/new-cart-lines"

type NewCart = { id: string }

/**
 * POST /store/carts and v1's: Medusa's createCartWorkflow (and its validate hook: no codes, the channel's
 * teas, a cart's limits; workflows/hooks/create-cart-validate.ts) given the items as lines, each tea once in
 * whole units. Medusa's workflow makes a line of every item, so a tea sent twice would be two lines. A new
 * email waits for its turn, as in a cart update, so one guest customer is made of it (steps/guest-email-turn.ts).
 * A cart without teas (the storefront's empty cart, made ready before the first tea) is made by Medusa's
 * workflow's own steps up to the cart written and announced: what it does then for a cart without lines (the
 * tax lines, the promotions, the payment collection worked out again, each reading the cart) finds nothing to do
 * on a cart with no line, method, code or payment collection. The oracle
 * (integration-tests/http/create-cart-oracle.test.ts) holds it to Medusa's workflow.
 */
export const createCartOfTeasWorkflow = createWorkflow("leafline-create-cart", (input: CreateCartWorkflowInputDTO) => {
  const items = newCartLinesStep(input.items)
  const turn = takeGuestEmailTurnStep({ email: input.email })
  const withTeas = transform({ items }, ({ items }) => !!items?.length)
  const ofTeas = when("cart-of-teas", { withTeas }, ({ withTeas }) => withTeas).then(() =>
    createCartWorkflow.runAsStep({ input: transform({ input, items }, ({ input, items }) => ({ ...input, items })) }),
  )
  const empty = when("empty-cart", { withTeas }, ({ withTeas }) => !withTeas).then(() => {
    const [salesChannel, region, customerData] = parallelize(
      findSalesChannelStep({ salesChannelId: input.sales_channel_id }),
      findOneOrAnyRegionStep({ regionId: input.region_id }),
      findOrCreateCustomerStep({ customerId: input.customer_id, email: input.email, guestOnlyByEmail: true } as Parameters<typeof findOrCreateCustomerStep>[0]),
    )
    validateSalesChannelStep({ salesChannel })
    const cartInput = prepareCartToCreateStep({ input, region, customerData, salesChannel } as never)
    const cartToCreate = transform({ cartInput }, ({ cartInput }) => ({ ...(cartInput as object), items: [] }))
    const validate = createHook("validate", { input: cartInput, cart: cartToCreate })
    const carts = createCartsStep([cartToCreate] as never)
    const cart = transform({ carts }, ({ carts }) => ({ id: (carts as unknown as NewCart[])[0].id }))
    emitEventStep({ eventName: CartWorkflowEvents.CREATED, data: { id: cart.id } })
    return { cart, hooks: [validate] }
  })
  releaseGuestEmailTurnStep(turn)
  const cart = transform({ ofTeas, empty }, ({ ofTeas, empty }) => ({ id: ((ofTeas as NewCart | undefined) ?? (empty?.cart as NewCart)).id }))
  return new WorkflowResponse(cart, { hooks: empty.hooks as unknown as [Hook<"validate", { input: unknown; cart: unknown }, unknown>] })
})
