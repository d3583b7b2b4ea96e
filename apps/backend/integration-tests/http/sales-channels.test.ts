import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, registerCustomer, staffToken } from "../shoppers"
import { stack } from "../stack"

type Channel = { id: string; name: string }

let staff: string
let keyId: string
let seeded: Record<string, string>
const madeHere: string[] = []

beforeAll(async () => {
  staff = await staffToken()
  const keys = await call("GET", `/admin/api-keys?type=publishable&limit=100`, { token: staff })
  keyId = keys.body.api_keys.find((key: { token: string }) => key.token === stack().publishableKey).id
  const channels = await call<{ sales_channels: Channel[] }>("GET", "/admin/sales-channels?limit=100", { token: staff })
  seeded = Object.fromEntries(channels.body.sales_channels.map((c) => [c.name, c.id]))
  expect(seeded.Consumer && seeded.Wholesale).toBeTruthy()
})

afterAll(async () => {
  if (!madeHere.length) return
  await call("POST", `/admin/api-keys/${keyId}/sales-channels`, { token: staff, body: { remove: madeHere } })
  for (const id of madeHere) await call("DELETE", `/admin/sales-channels/${id}`, { token: staff })
})

async function makeChannel(name: string, onKey: boolean, extra: Record<string, unknown> = {}) {
  const made = await call("POST", "/admin/sales-channels", { token: staff, body: { name, ...extra } })
  expect(made.status).toBe(200)
  madeHere.push(made.body.sales_channel.id)
  if (onKey) {
    const linked = await call("POST", `/admin/api-keys/${keyId}/sales-channels`, {
      token: staff,
      body: { add: [made.body.sales_channel.id] },
    })
    expect(linked.status).toBe(200)
  }
  return made.body.sales_channel.id as string
}

describe("GET /store/sales-channels", () => {
  it("lists the publishable key's channels, Consumer first, each as id and name", async () => {
    const { status, body } = await call<{ sales_channels: Channel[] }>("GET", "/store/sales-channels")
    expect(status).toBe(200)
    expect(body.sales_channels.slice(0, 1)).toEqual([{ id: seeded.Consumer, name: "Consumer" }])
    expect(body.sales_channels).toContainEqual({ id: seeded.Wholesale, name: "Wholesale" })
    for (const channel of body.sales_channels) expect(Object.keys(channel).sort()).toEqual(["id", "name"])
  })

  it("refuses a request without the publishable key, with a message", async () => {
    const response = await fetch(`${stack().backendUrl}/store/sales-channels`)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/publishable/i)
  })

  it("leaves out channels the key does not open and disabled ones; sorts the rest by name", async () => {
    const suffix = Date.now().toString(36)
    const early = await makeChannel(`Aaa cafés ${suffix}`, true)
    const late = await makeChannel(`Zzz resellers ${suffix}`, true)
    const hidden = await makeChannel(`Bbb hidden ${suffix}`, false)
    const disabled = await makeChannel(`Ccc disabled ${suffix}`, true, { is_disabled: true })
    const { body } = await call<{ sales_channels: Channel[] }>("GET", "/store/sales-channels")
    const ids = body.sales_channels.map((c) => c.id)
    expect(ids).not.toContain(hidden)
    expect(ids).not.toContain(disabled)
    expect(ids[0]).toBe(seeded.Consumer)
    expect(ids.indexOf(early)).toBe(1)
    expect(ids.indexOf(early)).toBeLessThan(ids.indexOf(seeded.Wholesale))
    expect(ids.indexOf(seeded.Wholesale)).toBeLessThan(ids.indexOf(late))
    const names = body.sales_channels.slice(1).map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")))
  })
})

describe("a customer's sales channel", () => {
  const me = async (token: string, query = "") => {
    const { status, body } = await call("GET", `/store/customers/me${query}`, { token })
    expect(status).toBe(200)
    return body.customer
  }
  const setChannel = (customerId: string, body: unknown, token = staff) =>
    call("POST", `/admin/customers/${customerId}/sales-channel`, { token, body })

  it("is null until staff set one", async () => {
    const customer = await registerCustomer()
    const answer = await me(customer.token)
    expect(answer.sales_channel_id).toBeNull()
    expect(answer).not.toHaveProperty("sales_channel")
  })

  it("is set by staff, replaced by staff, cleared by staff, and shown on /store/customers/me", async () => {
    const customer = await registerCustomer()
    const set = await setChannel(customer.id, { sales_channel_id: seeded.Wholesale })
    expect(set.status).toBe(200)
    expect(set.body).toEqual({ customer: { id: customer.id, sales_channel_id: seeded.Wholesale } })
    expect((await me(customer.token)).sales_channel_id).toBe(seeded.Wholesale)

    await setChannel(customer.id, { sales_channel_id: seeded.Consumer })
    expect((await me(customer.token)).sales_channel_id).toBe(seeded.Consumer)
    const viaAdmin = await call("GET", `/admin/customers/${customer.id}?fields=id,sales_channel.id`, { token: staff })
    expect(viaAdmin.body.customer.sales_channel).toEqual({ id: seeded.Consumer })

    const cleared = await setChannel(customer.id, { sales_channel_id: null })
    expect(cleared.status).toBe(200)
    expect((await me(customer.token)).sales_channel_id).toBeNull()
  })

  it("is on /store/customers/me whatever fields the client asks for, and on its update answer", async () => {
    const customer = await registerCustomer()
    await setChannel(customer.id, { sales_channel_id: seeded.Wholesale })
    const asked = await me(customer.token, "?fields=id,email")
    expect(asked).toEqual({ id: customer.id, email: customer.email, sales_channel_id: seeded.Wholesale })
    const updated = await call("POST", "/store/customers/me", { token: customer.token, body: { first_name: "Mei" } })
    expect(updated.status).toBe(200)
    expect(updated.body.customer.first_name).toBe("Mei")
    expect(updated.body.customer.sales_channel_id).toBe(seeded.Wholesale)
  })

  it("leaves the customer's address routes as they were", async () => {
    const customer = await registerCustomer()
    await setChannel(customer.id, { sales_channel_id: seeded.Wholesale })
    const added = await call("POST", "/store/customers/me/addresses", {
      token: customer.token,
      body: { address_1: "1 Teapot Lane", city: "Hamburg", country_code: "de" },
    })
    expect(added.status).toBe(200)
    expect(added.body.customer.addresses).toHaveLength(1)
    expect(added.body.customer).not.toHaveProperty("sales_channel")
    const addresses = await call("GET", "/store/customers/me/addresses", { token: customer.token })
    expect(addresses.status).toBe(200)
    expect(addresses.body.addresses.map((a: { address_1: string }) => a.address_1)).toEqual(["1 Teapot Lane"])
  })

  it("cannot be set by the customer through their profile", async () => {
    const customer = await registerCustomer()
    const { status } = await call("POST", "/store/customers/me", {
      token: customer.token,
      body: { sales_channel_id: seeded.Wholesale },
    })
    expect(status).toBe(400)
    expect((await me(customer.token)).sales_channel_id).toBeNull()
  })

  it("answers 404 with a message for an unknown channel or customer", async () => {
    const customer = await registerCustomer()
    const noChannel = await setChannel(customer.id, { sales_channel_id: "sc_does_not_exist" })
    expect(noChannel.status).toBe(404)
    expect(noChannel.body.message).toContain("sc_does_not_exist")
    const noCustomer = await setChannel("cus_does_not_exist", { sales_channel_id: seeded.Wholesale })
    expect(noCustomer.status).toBe(404)
    expect(noCustomer.body.message).toContain("cus_does_not_exist")
    expect((await me(customer.token)).sales_channel_id).toBeNull()
  })

  it.each([
    ["no sales_channel_id", {}],
    ["a number", { sales_channel_id: 7 }],
    ["an empty string", { sales_channel_id: "" }],
    ["extra fields", { sales_channel_id: "sc_1", customer_id: "cus_1" }],
  ])("answers 400 with a message for a body with %s", async (_, body) => {
    const customer = await registerCustomer()
    const answer = await setChannel(customer.id, body)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBeTruthy()
  })

  it("is staff's to set: a customer or a guest gets 401", async () => {
    const customer = await registerCustomer()
    expect((await setChannel(customer.id, { sales_channel_id: seeded.Wholesale }, customer.token)).status).toBe(401)
    const guest = await call("POST", `/admin/customers/${customer.id}/sales-channel`, {
      body: { sales_channel_id: seeded.Wholesale },
    })
    expect(guest.status).toBe(401)
    expect((await me(customer.token)).sales_channel_id).toBeNull()
  })
})
