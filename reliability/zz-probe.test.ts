import { it } from "vitest"
import { checkoutContext, guestEmail, teaHouses } from "../apps/backend/integration-tests/checkout"
import { cartReadyToComplete, sender } from "./shopper"
import { onNewConnection, query, waitFor, backendAnswers } from "./shop"

it("probe", async () => {
  const houses = await teaHouses()
  const scope = await checkoutContext()
  const steps = (process.env.PROBE_STEPS ?? "5").split(",").map(Number)
  for (const step of steps) {
    await waitFor("server", backendAnswers, 60_000)
    const email = guestEmail()
    const cartId = await cartReadyToComplete(houses[0], scope, email)
    const t0 = Date.now()
    const a = await onNewConnection("POST", `/store/carts/${cartId}/complete?fields=id`, { headers: { "x-leafline-exit-at-step": String(step) }, timeoutMs: 60_000 }).catch(() => ({ status: 0, body: null }))
    console.log("step", step, "status", a.status, JSON.stringify(a.body)?.slice(0, 200))
    if (process.env.PROBE_RETRY) {
      const b = await sender()("POST", `/store/carts/${cartId}/complete?fields=id`)
      console.log("retry", b.status, Date.now() - t0, "ms", JSON.stringify(b.body)?.slice(0, 300))
    } else {
      await new Promise((r) => setTimeout(r, 25_000))
    }
    const runs = await query(`select transaction_id, state from workflow_execution where transaction_id like $1`, [`cart-completion-${cartId}-%`])
    const orders = await query(`select oc.order_id, o.deleted_at from order_cart oc left join "order" o on o.id = oc.order_id where oc.cart_id = $1`, [cartId])
    const cart = await query(`select completed_at from cart where id = $1`, [cartId])
    const pays = await query(`select ps.id, ps.status, p.id pid, p.canceled_at, p.captured_at from cart_payment_collection cpc join payment_session ps on ps.payment_collection_id = cpc.payment_collection_id left join payment p on p.payment_session_id = ps.id where cpc.cart_id = $1`, [cartId])
    console.log(JSON.stringify({ runs, orders, cart, pays }, null, 0))
  }
}, 900_000)
